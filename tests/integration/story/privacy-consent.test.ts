import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as cmsPOST } from '@/app/(payload)/cms-api/[...slug]/route'
import PrivacyPage from '@/app/(site)/privacy/page'
import { assessments } from '../lead-routes'
import { RESULTS_EMAIL_CONSENT } from '@/contracts/consent'

import { assessmentBody, assessmentFields } from '../api/bodies'
import { admin, call, nextIp } from '../api/fixtures'
import { ADMIN_KEY, testPayload } from '../helpers'

const submitAssessment = assessments.POST

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const stored = (id: number) => payload.findByID({ collection: 'assessments', id, overrideAccess: true })

describe("the 'E-mail me my results' opt-in", () => {
  it('stores the exact consent text, its version and when it was given', async () => {
    const before = Date.now()
    const answer = await call(submitAssessment, '/api/assessments', {
      body: { ...assessmentBody('Opted In Co'), emailResults: true },
      ip: nextIp(),
    })
    expect(answer.status, answer.text).toBe(201)
    const doc = await stored((answer.json() as { id: number }).id)
    expect(doc.resultsEmailConsent?.version).toBe(RESULTS_EMAIL_CONSENT.version)
    expect(doc.resultsEmailConsent?.text).toBe(
      'E-mail me my results. We send the link to your results page to the e-mail address you gave, so you can come back to them.',
    )
    const givenAt = Date.parse(doc.resultsEmailConsent?.givenAt ?? '')
    expect(givenAt).toBeGreaterThanOrEqual(before - 1000)
    expect(givenAt).toBeLessThanOrEqual(Date.now())
  })

  it.each([
    ['without the flag', {}],
    ['with the flag false', { emailResults: false }],
  ])('records no consent %s, and the submission is valid', async (_name, flag) => {
    const answer = await call(submitAssessment, '/api/assessments', {
      body: { ...assessmentBody('Quiet Co'), ...flag },
      ip: nextIp(),
    })
    expect(answer.status, answer.text).toBe(201)
    const doc = await stored((answer.json() as { id: number }).id)
    expect(doc.resultsEmailConsent?.version ?? null).toBeNull()
    expect(doc.resultsEmailConsent?.givenAt ?? null).toBeNull()
  })

  it('refuses an opt-in that is not a boolean with a 400 naming it, and stores nothing', async () => {
    const count = async () => (await payload.count({ collection: 'assessments', overrideAccess: true })).totalDocs
    const before = await count()
    const answer = await call(submitAssessment, '/api/assessments', {
      body: { ...assessmentBody('Odd Co'), emailResults: 'yes' },
      ip: nextIp(),
    })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('x-invalid-fields')).toBe('emailResults')
    expect(await count()).toBe(before)
  })

  it('records the consent of an import sent with the key and the flag', async () => {
    const answer = await call(submitAssessment, '/api/assessments', {
      ...admin,
      body: { ...assessmentFields('Imported Co'), emailResults: true },
    })
    expect(answer.status, answer.text).toBe(201)
    expect((await stored((answer.json() as { id: number }).id)).resultsEmailConsent?.version).toBe(
      RESULTS_EMAIL_CONSENT.version,
    )
  })
})

describe('/privacy', () => {
  it('states what is collected, why, for how long and whom to write to, by default', async () => {
    const html = renderToStaticMarkup(await PrivacyPage())
    expect(html).toContain('Privacy Policy')
    expect(html).toContain('Last updated November 23, 2026')
    for (const text of [
      'What we collect',
      'annual revenue range',
      'without cookies',
      'We do not store your IP address',
      'Why we collect it',
      'How long we keep it',
      '24 months',
      'partners@keystonelegacy.example',
      'Keystone Legacy Partners runs this website',
    ])
      expect(html).toContain(text)
  })

  it('shows what an editor saved, as text', async () => {
    const request = new Request('http://localhost:3000/cms-api/globals/privacy-policy', {
      method: 'POST',
      headers: { 'x-api-key': ADMIN_KEY, 'content-type': 'application/json', 'x-client-ip': '203.0.113.30' },
      body: JSON.stringify({ sections: [{ heading: 'Short <i>policy</i>', text: 'Write to {email}.\n\nThanks.' }] }),
    })
    const response = await cmsPOST(request, { params: Promise.resolve({ slug: ['globals', 'privacy-policy'] }) })
    expect(response.status, await response.clone().text()).toBe(200)
    const html = renderToStaticMarkup(await PrivacyPage())
    expect(html).toContain('1. Short &lt;i&gt;policy&lt;/i&gt;')
    expect(html).toContain('<p class="mt-4 whitespace-pre-line leading-relaxed text-slate-700">Thanks.</p>')
    expect(html).toContain('Write to partners@keystonelegacy.example.')
    expect(html).not.toContain('What we collect')
  })
})
