import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { assessments } from '../lead-routes'
import * as resultsPdfRoute from '@/app/api/assessments/results/[token]/pdf/route'
import { generateMetadata } from '@/app/(site)/assessment/results/[token]/page'
import { durableConnection } from '@/config/durable-sqlite'
import { resultsPerHour } from '@/leads/results-email'
import { assessmentResult } from '@/lib/assessment/results'
import { scoreAnswers } from '@/lib/assessment/scoring'
import { sharedState } from '@/shared-state'

import { pdfText } from '../../fixtures/pdf-text'
import { mailedPayload } from '../mailed-payload'
import { allAnswers, businessBody, humanFields } from '../api/bodies'
import { call, nextIp } from '../api/fixtures'
import { apiRequest, routeParams } from '../helpers'
import { deliveries, runDue } from './queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4823'
  process.env.EMAIL_FROM = 'Keystone Leads <leads@keystone.example>'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload

const sink = mailedPayload((started) => (payload = started))
beforeEach(() => {
  sink.messages.length = 0
})

/** A visitor's assessment asking for the results e-mail; its stored id and results path. */
async function submit(fields: { contactEmail: string; contactName?: string; businessName?: string }) {
  const answer = await call(assessments.POST, '/api/assessments', {
    ip: nextIp(),
    body: {
      ...businessBody(fields.businessName ?? 'Lopez Clinics'),
      ...fields,
      answers: allAnswers(3),
      emailResults: true,
      ...humanFields(),
    },
  })
  expect(answer.status).toBe(201)
  return answer.json() as { id: number; resultsPath: string }
}

const resultsDeliveries = async (ids: number[]) =>
  (await deliveries(payload)).filter((row) => row.channel === 'results' && ids.includes(Number(row.assessment)))

const pageTitle = async (path: string) =>
  (await generateMetadata({ params: Promise.resolve({ token: path.split('/').pop()! }) })).title

describe('the results e-mail a visitor can cause', () => {
  it('reaches an address at most once a day, however its spelling varies, and carries no link the visitor typed', async () => {
    const name = 'Visit http://phish.example now'
    const sent = [
      await submit({ contactEmail: 'victim@example.org', contactName: name, businessName: 'Go to phish.example' }),
      await submit({ contactEmail: 'Victim@Example.org', contactName: name }),
      await submit({ contactEmail: 'victim+2@example.org', contactName: name }),
    ]
    await runDue(payload, 'leads', 2)

    const mails = sink.messages.filter((mail) => mail.to.some((to) => to.toLowerCase().includes('victim')))
    expect(mails).toHaveLength(1)
    expect(mails[0].text.startsWith('Hello,\n')).toBe(true)
    for (const part of [mails[0].subject, mails[0].text, mails[0].html]) expect(part).not.toContain('phish')
    expect((await resultsDeliveries(sent.map((record) => record.id))).map((row) => row.status).sort()).toEqual([
      'sent',
      'skipped',
      'skipped',
    ])
  })

  it('greets a founder by a name that could be no link', async () => {
    await submit({ contactEmail: 'jr.smith@example.com', contactName: "J. R. O'Brien-Smith" })
    await runDue(payload, 'leads', 2)
    const mail = await sink.waitFor((m) => m.to.includes('jr.smith@example.com'))
    expect(mail.text.startsWith("Dear J. R. O'Brien-Smith,\n")).toBe(true)
    expect(mail.text).toContain('Business: Lopez Clinics')
  })

  it('sends no more than the hourly limit on all instances: the rest wait, pending', async () => {
    const used = (await sharedState(payload).rateLimits.peek(`${resultsPerHour().name}:all`, Date.now())).count
    process.env.RESULTS_EMAILS_PER_HOUR = String(used + 1)
    try {
      const records = [
        await submit({ contactEmail: 'first@example.net' }),
        await submit({ contactEmail: 'second@example.net' }),
      ]
      await runDue(payload, 'leads', 2)
      expect(sink.messages.filter((mail) => mail.to[0].endsWith('@example.net'))).toHaveLength(1)
      expect((await resultsDeliveries(records.map((record) => record.id))).map((row) => row.status).sort()).toEqual([
        'pending',
        'sent',
      ])
    } finally {
      delete process.env.RESULTS_EMAILS_PER_HOUR
    }
  })
})

describe('what the results e-mail says', () => {
  it('gives the score, every area, the focus actions, the next step as a button and the PDF, with visitor text as text', async () => {
    await submit({ contactEmail: 'reader@example.com', businessName: '<b>Bold & Sons</b>' })
    await runDue(payload, 'leads', 2)
    const mail = await sink.waitFor((m) => m.to.includes('reader@example.com'))
    const expected = assessmentResult({
      businessName: '',
      ...scoreAnswers(allAnswers(3)),
      lifetimeGrossProfit: null,
      customerAcquisitionCost: null,
    })

    expect(mail.text).toContain('Score: 63/84\nRating: Moderate Potential')
    for (const category of expected.categories)
      expect(mail.text).toContain(`- ${category.label}: ${category.score}/${category.max}`)
    expect(mail.text).toContain(`- ${expected.focus.label}: 9/12 (focus area)`)
    expect(mail.text).toContain(`Where to focus first: ${expected.focus.label} (9/12)`)
    expected.focus.advice.actions.forEach((action, index) => expect(mail.text).toContain(`${index + 1}. ${action}`))
    expect(mail.html).toContain(`<li style="margin-bottom:6px">${expected.focus.advice.actions[0]}</li>`)

    // The next step is a button; the visitor's markup arrives as the characters they typed.
    expect(mail.html).toMatch(
      /<a href="https:\/\/www\.keystone\.example\/assessment\/results\/[\w.-]+[^"]*" style="display:inline-block;[^"]*">(Talk to a partner|Book a call with [^<]+)<\/a>/,
    )
    expect(mail.html).toContain('&lt;b&gt;Bold &amp; Sons&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Bold')
    expect(mail.text).toContain('Business: <b>Bold & Sons</b>')

    const pdfUrl = /^Download your results \(PDF\): (\S+)$/m.exec(mail.text)?.[1]
    expect(pdfUrl).toMatch(/^https:\/\/www\.keystone\.example\/api\/assessments\/results\/[\w-]+\.[\w-]+\/pdf$/)
    const token = pdfUrl!.split('/').at(-2)!
    const pdf = await resultsPdfRoute.GET(apiRequest(new URL(pdfUrl!).pathname), routeParams({ token }) as never)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain('63/84')
    expect(text).toContain(expected.focus.advice.actions[2].split(' ').slice(0, 4).join(' '))
  })
})

describe('a results link', () => {
  it('shows only its own founder: after the newest assessment is deleted, the next one neither gets its id nor shows on its link', async () => {
    const first = await submit({ contactEmail: 'erased@example.com' })
    expect(await pageTitle(first.resultsPath)).toBe('Your Assessment Results')
    await payload.delete({ collection: 'assessments', id: first.id, overrideAccess: true, trash: true })

    const next = await submit({ contactEmail: 'next@example.com' })
    expect(next.id).toBeGreaterThan(first.id)
    expect(await pageTitle(first.resultsPath)).toEqual({ absolute: '404 Page Not Found' })
    expect(await pageTitle(next.resultsPath)).toBe('Your Assessment Results')

    // Even a record that does come to hold the old id (a database restored from a copy) is not shown.
    await durableConnection(payload).execute({
      sql: 'UPDATE assessments SET id = ? WHERE id = ?',
      args: [first.id, next.id],
    })
    expect(await pageTitle(first.resultsPath)).toEqual({ absolute: '404 Page Not Found' })
  })

  it('gives its PDF only for a token signed for a stored assessment: any other token is a 404, never a 5xx', async () => {
    const record = await submit({ contactEmail: 'pdf-tokens@example.com' })
    const token = record.resultsPath.split('/').pop()!
    const [idPart, mac] = token.split('.')
    const pdfOf = async (given: string) => {
      const answer = await resultsPdfRoute.GET(
        apiRequest(`/api/assessments/results/${encodeURIComponent(given)}/pdf`, { ip: nextIp() }),
        routeParams({ token: given }) as never,
      )
      return { status: answer.status, type: answer.headers.get('content-type'), body: await answer.text() }
    }
    expect((await pdfOf(token)).status).toBe(200)

    const otherId = Buffer.from(String(record.id + 1000)).toString('base64url')
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    for (const bad of [
      '',
      'nonsense',
      `${idPart}.`,
      `${idPart}.${flipped}`,
      `${otherId}.${mac}`,
      'x'.repeat(5000),
      '../../etc/passwd',
      '%00',
    ]) {
      const answer = await pdfOf(bad)
      expect(answer.status, bad.slice(0, 40)).toBe(404)
      expect(answer.body).toBe('No results at this address.')
    }

    // A deleted assessment's link stops giving its PDF.
    await payload.delete({ collection: 'assessments', id: record.id, overrideAccess: true, trash: true })
    expect((await pdfOf(token)).status).toBe(404)
  })

  it("gives the lead's CRM deliveries a key no later lead can share", async () => {
    const record = await submit({ contactEmail: 'keys@example.com' })
    await runDue(payload, 'leads', 2)
    const [row] = await resultsDeliveries([record.id])
    const [{ uid }] = (
      await payload.find({ collection: 'assessments', where: { id: { equals: record.id } }, overrideAccess: true })
    ).docs
    expect(uid).toMatch(/^[0-9a-f-]{36}$/)
    expect(row.key).toBe(`assessment:${record.id}:results:${uid}`)
  })
})
