import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { sharedReportFor } from '@/analytics/queries/shared-report'
import { shareCookieMatches, SHARE_COOKIE } from '@/analytics/shares'
import { definitionStore } from '@/analytics/store'
import { POST as postSegment } from '@/app/api/analytics/segments/route'
import { DELETE as deleteSegment } from '@/app/api/analytics/segments/[id]/route'
import { GET as listShares, POST as postShare } from '@/app/api/analytics/shares/route'
import { DELETE as deleteShare } from '@/app/api/analytics/shares/[id]/route'
import { POST as unlock } from '@/app/api/analytics/shares/[id]/unlock/route'
import { POST as postEvent } from '@/app/api/events/route'
import { SharedReportView } from '@/app/share/[id]/shared-report-view'

import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { ADMIN_KEY, apiRequest, routeParams, testPayload } from '../helpers'

const context = routeParams({})

const createShare = (body: unknown) => postShare(apiRequest('/api/analytics/shares', { key: ADMIN_KEY, body }), context)

const unlockWith = (id: string, password: string) =>
  unlock(
    apiRequest(`/api/analytics/shares/${id}/unlock`, {
      method: 'POST',
      rawBody: new URLSearchParams({ password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: '198.51.100.77',
    }),
    routeParams({ id }),
  )

/** The page's text as a reader sees it. */
async function pageText(id: string): Promise<string> {
  const payload = await testPayload()
  const share = await definitionStore(payload).get('share', id)
  const report = await sharedReportFor(payload, share!, '30d')
  return renderToStaticMarkup(createElement(SharedReportView, { id, report })).replace(/<[^>]+>/g, ' ')
}

describe('shared links', () => {
  it('show visitor figures and never a lead field', async () => {
    const payload = await testPayload()
    await payload.create({
      collection: 'contact-inquiries',
      overrideAccess: true,
      data: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace.hopper@example.com',
        inquiryType: 'general',
        message: 'Deal?',
      },
    })
    // A visit from the lead's own page: the share shows the page, never who sent what.
    const visit = await postEvent(
      apiRequest('/api/events', {
        method: 'POST',
        rawBody: JSON.stringify({
          name: 'pageview',
          url: 'http://localhost:3000/contact',
          referrer: 'https://www.google.com/',
        }),
        ip: '192.0.2.90',
        headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_USER_AGENTS[0] },
      }),
      context,
    )
    expect(visit.status).toBe(202)
    const segment = await (
      await postSegment(
        apiRequest('/api/analytics/segments', {
          key: ADMIN_KEY,
          body: { name: 'Google', filters: { source: 'google.com' } },
        }),
        context,
      )
    ).json()
    const created = await createShare({ name: 'For our co-investors', segment: segment.id })
    expect(created.status).toBe(201)
    const { id, url } = (await created.json()) as { id: string; url: string }
    expect(url).toBe(`/share/${id}`)
    expect(id.length).toBeGreaterThanOrEqual(22)

    const text = await pageText(id)
    expect(text).toContain('For our co-investors')
    expect(text).toContain('/contact')
    expect(text).toContain('google.com')
    expect(text).toContain('Source: google.com')
    const leads = [
      ...(
        await payload.find({ collection: 'contact-inquiries', pagination: false, overrideAccess: true })
      ).docs.flatMap((lead) => [lead.email, lead.firstName, lead.lastName, `${lead.firstName} ${lead.lastName}`]),
      ...(await payload.find({ collection: 'assessments', pagination: false, overrideAccess: true })).docs.flatMap(
        (lead) => [lead.contactEmail, lead.contactName, lead.businessName],
      ),
    ].filter((value): value is string => typeof value === 'string' && value.trim().length > 2)
    expect(leads).toContain('grace.hopper@example.com')
    for (const field of leads) expect(text).not.toContain(field)

    // Deleting the segment never widens the link to every visit: it keeps the filters it was made with.
    const removed = await deleteSegment(
      apiRequest(`/api/analytics/segments/${segment.id}`, { key: ADMIN_KEY, method: 'DELETE' }),
      routeParams({ id: segment.id }),
    )
    expect(removed.status).toBe(204)
    expect(await pageText(id)).toContain('Source: google.com')
  })

  it('opens a password-protected link with the right password only (401 otherwise); a deleted link is 404', async () => {
    const created = await createShare({ name: 'Board', password: 'correct horse battery' })
    const { id } = (await created.json()) as { id: string }
    const listed = (await (
      await listShares(apiRequest('/api/analytics/shares', { key: ADMIN_KEY }), context)
    ).json()) as {
      id: string
      hasPassword: boolean
    }[]
    expect(listed.find((share) => share.id === id)?.hasPassword).toBe(true)
    expect(JSON.stringify(listed)).not.toContain('scrypt')

    const wrong = await unlockWith(id, 'wrong password!')
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    expect(await wrong.text()).toContain('Wrong password.')

    const right = await unlockWith(id, 'correct horse battery')
    expect(right.status).toBe(303)
    expect(right.headers.get('location')).toBe(`/share/${id}`)
    const cookie = right.headers.get('set-cookie')!
    expect(cookie).toContain(`Path=/share/${id}`)
    expect(cookie).toContain('HttpOnly')
    const payload = await testPayload()
    const stored = await definitionStore(payload).get('share', id)
    const value = cookie.split(';')[0].slice(`${SHARE_COOKIE}=`.length)
    expect(shareCookieMatches(payload.secret, id, String(stored!.body.passwordHash), value)).toBe(true)

    const deleted = await deleteShare(
      apiRequest(`/api/analytics/shares/${id}`, { key: ADMIN_KEY, method: 'DELETE' }),
      routeParams({ id }),
    )
    expect(deleted.status).toBe(204)
    expect((await unlockWith(id, 'correct horse battery')).status).toBe(404)
    expect(await definitionStore(payload).get('share', id)).toBeNull()
  })

  it('refuses bad input naming the field, and callers without the key', async () => {
    const short = await createShare({ name: 'x', password: 'short' })
    expect(short.status).toBe(400)
    expect(short.headers.get('x-invalid-fields')).toBe('password')
    const unknown = await createShare({ name: 'x', segment: 'no-such-segment' })
    expect(unknown.status).toBe(400)
    expect(unknown.headers.get('x-invalid-fields')).toBe('segment')
    const anonymous = await postShare(apiRequest('/api/analytics/shares', { body: { name: 'x' } }), context)
    expect(anonymous.status).toBe(401)
  })
})
