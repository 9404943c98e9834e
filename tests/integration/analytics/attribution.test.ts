import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { TABLES } from '@/analytics/store/types'
import type { LeadNote } from '@/payload-types'
import type { AnalyticsSummary } from '@/contracts/analytics-answers'
import { GET as getAnalytics } from '@/app/api/analytics/route'
import { assessmentById, assessments, contact, inquiryById } from '../lead-routes'
import { POST as postEvent } from '@/app/api/events/route'

import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { allAnswers, assessmentBody, inquiryBody } from '../api/bodies'
import { admin, call, nextIp } from '../api/fixtures'
import { ADMIN_KEY, apiRequest, testPayload } from '../helpers'
import { sqliteClient } from './harness'

const context = { params: Promise.resolve({}) }
const SITE = 'http://localhost:3000'
let payload: Payload

/** One visitor's landing page view, as the tracker sends it. */
async function visit(visitor: number, url: string, referrer = '') {
  const response = await postEvent(
    apiRequest('/api/events', {
      method: 'POST',
      rawBody: JSON.stringify({ name: 'pageview', url, referrer, width: 1440 }),
      ip: `198.51.100.${visitor}`,
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_USER_AGENTS[visitor % 5] },
    }),
    context,
  )
  expect(response.status).toBe(202)
}

const NEWSLETTER_TOUCH = {
  source: 'Newsletter',
  medium: 'email',
  campaign: 'Spring Letter',
  entryPage: '/insights/growth',
  referrerHost: '',
}
const GOOGLE_TOUCH = { source: '', medium: '', campaign: '', entryPage: '/', referrerHost: 'www.google.com' }

// Each lead its own founder (a founder's leads share one pipeline stage), but for the two google.com
// assessments: one person, one first touch.
let founders = 0
const founderEmail = () => `founder-${(founders += 1)}@attribution.example`
const GOOGLE_FOUNDER = 'google-founder@attribution.example'

async function inquiry(attribution: unknown) {
  const answer = await call(contact.POST, '/api/contact', {
    ip: nextIp(),
    body: { ...inquiryBody(founderEmail()), attribution },
  })
  expect(answer.status).toBe(201)
  return (
    await payload.findByID({
      collection: 'contact-inquiries',
      id: (answer.json() as { id: number }).id,
      overrideAccess: true,
    })
  ).attribution
}

async function assessment(option: number, attribution: unknown, contactEmail = founderEmail()) {
  const answer = await call(assessments.POST, '/api/assessments', {
    ip: nextIp(),
    body: { ...assessmentBody(), contactEmail, answers: allAnswers(option), attribution },
  })
  expect(answer.status).toBe(201)
  return (
    await payload.findByID({
      collection: 'assessments',
      id: (answer.json() as { id: number }).id,
      overrideAccess: true,
    })
  ).attribution
}

beforeAll(async () => {
  payload = await testPayload()
  const client = await sqliteClient()
  for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
  await payload.delete({ collection: 'assessments', where: {}, overrideAccess: true })
  await payload.delete({ collection: 'contact-inquiries', where: {}, overrideAccess: true })
  for (const visitor of [1, 2, 3])
    await visit(visitor, `${SITE}/insights/growth?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20letter`)
  for (const visitor of [4, 5]) await visit(visitor, `${SITE}/`, 'https://www.google.com/search?q=x')
  await visit(6, `${SITE}/team`)
})

describe('lead attribution (the first touch of the visit)', () => {
  it('stores an inquiry’s first touch cleaned, with the channel derived by the server', async () => {
    expect(await inquiry({ ...NEWSLETTER_TOUCH, channel: 'Paid' })).toEqual({
      channel: 'Email',
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring letter',
      entryPage: '/insights/growth',
      referrerHost: '',
    })
  })

  it('stores an assessment’s first touch; a search engine referrer is Organic Search', async () => {
    expect(await assessment(4, GOOGLE_TOUCH, GOOGLE_FOUNDER)).toEqual({
      channel: 'Organic Search',
      source: '',
      medium: '',
      campaign: '',
      entryPage: '/',
      referrerHost: 'google.com',
    })
    expect(await assessment(3, GOOGLE_TOUCH, GOOGLE_FOUNDER)).toMatchObject({
      channel: 'Organic Search',
      referrerHost: 'google.com',
    })
  })

  it('treats a referrer on our own host as none, and keeps the lead without attribution when it is malformed or absent', async () => {
    expect(await inquiry({ ...GOOGLE_TOUCH, referrerHost: 'localhost' })).toMatchObject({
      channel: 'Direct',
      referrerHost: '',
    })
    const empty = { channel: null, source: null, medium: null, campaign: null, entryPage: null, referrerHost: null }
    expect(await inquiry({ ...GOOGLE_TOUCH, entryPage: 'javascript:alert(1)' })).toEqual(empty)
    expect(await inquiry({ ...GOOGLE_TOUCH, referrerHost: '<script>' })).toEqual(empty)
    expect(await inquiry('newsletter')).toEqual(empty)
    expect(await assessment(2, undefined)).toEqual(empty)
  })

  it('refuses invalid attribution written through Payload with the field named', async () => {
    await expect(
      payload.create({
        collection: 'contact-inquiries',
        overrideAccess: true,
        data: {
          ...inquiryBody(),
          inquiryType: 'general',
          industry: 'Healthcare',
          attribution: { channel: 'Billboard' },
        },
      }),
    ).rejects.toThrow(/Attribution > Channel/)
  })

  it('counts leads, assessments, High Potential and outcomes per source against the visitors it brought', async () => {
    // By hand: the google.com founder's first assessment went Qualified then Passed, their second
    // Invested, so the founder (counted once, whatever their leads) reached all three; the newsletter
    // inquiry is In diligence; the rest are new.
    const google = await payload.find({
      collection: 'assessments',
      where: { 'attribution.referrerHost': { equals: 'google.com' } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    const [newsletter] = (
      await payload.find({
        collection: 'contact-inquiries',
        where: { 'attribution.source': { equals: 'newsletter' } },
        overrideAccess: true,
      })
    ).docs
    const triage = (route: typeof assessmentById.PATCH, base: string, id: number, status: string) =>
      call(route, `${base}/${id}`, { ...admin, method: 'PATCH', body: { status }, id: String(id) })
    for (const status of ['qualified', 'passed'])
      expect((await triage(assessmentById.PATCH, '/api/assessments', google.docs[0].id, status)).status).toBe(200)
    expect((await triage(assessmentById.PATCH, '/api/assessments', google.docs[1].id, 'invested')).status).toBe(200)
    expect((await triage(inquiryById.PATCH, '/api/contact', newsletter.id, 'in_diligence')).status).toBe(200)

    // A call booked from one google.com assessment counts; a cancelled one does not.
    const partner = await payload.create({
      collection: 'team-members',
      overrideAccess: true,
      data: { name: 'Source Partner', title: 'Partner', teamCategory: 'Investment Team', isActive: true },
    })
    for (const [n, status] of (['booked', 'cancelled'] as const).entries())
      await payload.create({
        collection: 'meetings',
        overrideAccess: true,
        data: {
          partner: partner.id,
          start: `2026-12-2${n}T15:00:00.000Z`,
          end: `2026-12-2${n}T15:30:00.000Z`,
          status,
          name: 'Founder',
          email: 'founder@source.example',
          assessment: google.docs[0].id,
          uid: `source-${n}@meetings`,
          sequence: 0,
          origin: 'product',
        },
      })

    const response = await getAnalytics(apiRequest('/api/analytics?range=7d', { key: ADMIN_KEY }), context)
    expect(response.status).toBe(200)
    const { leadsBySource } = (await response.json()) as { leadsBySource: unknown[] }
    const reached = (qualified: number, in_diligence: number, invested: number, meetings = 0) => ({
      reached: { qualified, in_diligence, invested },
      meetings,
    })
    expect(leadsBySource).toEqual([
      {
        source: 'google.com',
        visitors: 2,
        inquiries: 0,
        assessments: 2,
        highPotential: 1,
        // Both assessments came from one person with one first touch, a minute apart: one visit of two.
        conversionRate: 50,
        ...reached(1, 1, 1, 1),
      },
      {
        source: '',
        visitors: 0,
        inquiries: 3,
        assessments: 1,
        highPotential: 0,
        conversionRate: 0,
        ...reached(0, 0, 0),
      },
      {
        source: 'newsletter',
        visitors: 3,
        inquiries: 1,
        assessments: 0,
        highPotential: 0,
        conversionRate: 33.3,
        ...reached(1, 1, 0),
      },
      {
        source: 'direct',
        visitors: 1,
        inquiries: 1,
        assessments: 0,
        highPotential: 0,
        conversionRate: 100,
        ...reached(0, 0, 0),
      },
    ])
  })

  it('filters the inbox to a Leads by source row: the same source, as it names it, and the first page', async () => {
    const list = async (route: typeof assessments.GET, path: string) => {
      const answer = await call(route, path, admin)
      expect(answer.status).toBe(200)
      return (answer.json() as { docs: { attribution: { source: string; referrerHost: string } }[] }).docs
    }
    // google.com leads carry no utm_source: the referrer's host names their source.
    expect(await list(assessments.GET, '/api/assessments?source=google.com')).toHaveLength(2)
    expect(await list(contact.GET, '/api/contact?source=google.com')).toHaveLength(0)
    expect((await list(contact.GET, '/api/contact?source=newsletter')).map((doc) => doc.attribution.source)).toEqual([
      'newsletter',
    ])
    const direct = await list(contact.GET, '/api/contact?source=direct')
    expect(direct.map((doc) => [doc.attribution.source, doc.attribution.referrerHost])).toEqual([['', '']])
    expect(
      await list(contact.GET, '/api/contact?entryPage=%2Finsights%2Fgrowth&campaign=spring%20letter'),
    ).toHaveLength(1)
    expect(
      await list(assessments.GET, '/api/assessments?entryPage=%2F&channel=Organic%20Search&from=2020-01-01'),
    ).toHaveLength(2)
    const bad = await call(contact.GET, '/api/contact?entryPage=insights', admin)
    expect(bad.status).toBe(400)
    expect(bad.headers.get('x-invalid-fields')).toBe('entryPage')
  })
  it('counts inquiries, assessments and High Potential per channel, campaign and source, and the share of visits that produced a lead', async () => {
    const summary = async (query: string) => {
      const response = await getAnalytics(apiRequest(`/api/analytics?range=7d${query}`, { key: ADMIN_KEY }), context)
      expect(response.status).toBe(200)
      return (await response.json()) as AnalyticsSummary
    }
    /** `leadVisits`: the visits that sent the leads (by default one each). */
    const row = (
      value: string,
      visits: number,
      inquiries: number,
      assessments: number,
      highPotential: number,
      leadVisits = inquiries + assessments,
    ) => ({
      value,
      visits,
      visitors: visits,
      inquiries,
      assessments,
      highPotential,
      leadRate: visits > 0 ? Math.round((Math.min(leadVisits, visits) / visits) * 1000) / 10 : 0,
    })
    // The two google.com assessments are one person's, a minute apart, from one first touch: one visit.
    const all = await summary('')
    expect(all.conversions).toEqual({
      channels: [row('Organic Search', 2, 0, 2, 1, 1), row('Email', 3, 1, 0, 0), row('Direct', 1, 1, 0, 0)],
      campaigns: [row('spring letter', 3, 1, 0, 0)],
      sources: [row('google.com', 2, 0, 2, 1, 1), row('newsletter', 3, 1, 0, 0), row('direct', 1, 1, 0, 0)],
    })
    expect(all.conversions.sources[0].leadRate).toBe(50)
    expect(all.leadFiltersNotApplied).toEqual([])
    // A filter leads record narrows both the visits and the leads.
    const email = await summary('&channel=Email')
    expect(email.conversions.channels).toEqual([row('Email', 3, 1, 0, 0)])
    expect(email.conversions.sources).toEqual([row('newsletter', 3, 1, 0, 0)])
    // One they do not record narrows the visits only, and says so.
    const us = await summary('&country=US')
    expect(us.leadFiltersNotApplied).toEqual(['country'])
    expect(us.conversions.channels.find((channel) => channel.value === 'Email')).toEqual(row('Email', 0, 1, 0, 0))
  })

  it('reads and counts only the outcome notes of the period’s founders', async () => {
    // An Invested google.com assessment from 40 days ago: outside 7 days, inside all time.
    const old = await payload.create({
      collection: 'assessments',
      overrideAccess: true,
      data: {
        ...assessmentBody(),
        contactEmail: founderEmail(),
        totalScore: 40,
        attribution: { channel: 'Organic Search', referrerHost: 'google.com' },
        createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString(),
      },
    })
    try {
      const patch = { ...admin, method: 'PATCH', body: { status: 'invested' }, id: String(old.id) }
      expect((await call(assessmentById.PATCH, `/api/assessments/${old.id}`, patch)).status).toBe(200)
      const find = vi.spyOn(payload, 'find')
      const google = async (range: string) => {
        find.mockClear()
        const response = await getAnalytics(apiRequest(`/api/analytics?range=${range}`, { key: ADMIN_KEY }), context)
        expect(response.status).toBe(200)
        const { leadsBySource } = (await response.json()) as AnalyticsSummary
        const notes = await Promise.all(
          find.mock.calls.flatMap(([options], index) =>
            options.collection === 'lead-notes'
              ? [find.mock.results[index].value as Promise<{ docs: LeadNote[] }>]
              : [],
          ),
        )
        const leadsRead = notes.flatMap(({ docs }) => docs.map((note) => note.assessment))
        return { reached: leadsBySource.find((row) => row.source === 'google.com')?.reached, leadsRead }
      }
      const week = await google('7d')
      expect(week.reached).toEqual({ qualified: 1, in_diligence: 1, invested: 1 })
      expect(week.leadsRead).not.toContain(old.id)
      expect(week.leadsRead.length).toBeGreaterThan(0)
      const allTime = await google('all')
      expect(allTime.reached).toEqual({ qualified: 2, in_diligence: 2, invested: 2 })
      expect(allTime.leadsRead).toContain(old.id)
      find.mockRestore()
    } finally {
      await payload.delete({ collection: 'assessments', id: old.id, overrideAccess: true })
    }
  })
})
