import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { Collector } from '@/analytics/collector'
import { buildAnalyticsReport } from '@/analytics/reports/build'
import { nextReportsRun, REPORTS_QUEUE, sendAnalyticsReports } from '@/analytics/reports/task'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES } from '@/analytics/store/types'
import { GET as unsubscribePage, POST as unsubscribe } from '@/app/api/analytics/reports/unsubscribe/route'

import { assessmentBody } from '../api/bodies'
import { SmtpSink } from '../../fixtures/smtp-sink'
import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { apiRequest, testPayload } from '../helpers'
import { HOST, sqliteClient } from './harness'

const SMTP_PORT = 4861

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4861'
  process.env.SITE_URL = 'https://www.keystone.example'
  process.env.SITE_TIMEZONE = 'America/Chicago'
})

const sink = new SmtpSink()
let payload: Payload
const context = { params: Promise.resolve({}) }

/** Page views at given instants, one visitor per address, as the tracker sends them. */
async function visits(views: [at: string, ip: string, path: string, referrer: string][]) {
  const client = await sqliteClient()
  const clock = { now: 0 }
  const collector = new Collector(new SqliteAnalyticsStore(client), 'America/Chicago', () => clock.now)
  for (const [at, ip, path, referrer] of views) {
    clock.now = Date.parse(at)
    await collector.accept({
      name: 'pageview',
      url: `https://${HOST}${path}`,
      referrer,
      userAgent: BROWSER_USER_AGENTS[0],
      host: HOST,
      country: 'US',
      ip,
    })
  }
  await collector.close()
}

beforeAll(async () => {
  await sink.start(SMTP_PORT)
  payload = await testPayload()
  const client = await sqliteClient()
  for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: {
      analyticsReports: [
        { email: 'partner@example.com', frequency: 'weekly' },
        { email: 'monthly@example.com', frequency: 'monthly' },
      ],
    },
  })
  // The week before Monday 8 June 2026: two visitors (Google, direct); the week before it: one.
  await visits([
    ['2026-05-27T15:00:00Z', '198.51.100.1', '/', ''],
    ['2026-06-02T15:00:00Z', '198.51.100.2', '/team', 'https://www.google.com/'],
    ['2026-06-02T15:01:00Z', '198.51.100.2', '/insights', ''],
    ['2026-06-06T15:00:00Z', '198.51.100.3', '/team', ''],
  ])
})
afterAll(async () => {
  await sink.stop()
})

describe('e-mailed analytics reports', () => {
  it('sends the weekly report once, even run by two instances, with the right figures and an unsubscribe link', async () => {
    const monday = Date.parse('2026-06-08T13:00:00Z') // 08:00 in Chicago
    const [first, second] = await Promise.all([
      sendAnalyticsReports(payload, monday),
      sendAnalyticsReports(payload, monday),
    ])
    expect(first + second).toBe(1)
    expect(await sendAnalyticsReports(payload, monday)).toBe(0)
    const reports = sink.messages.filter((mail) => mail.subject.startsWith('Weekly analytics'))
    expect(reports).toHaveLength(1)
    const [mail] = reports
    expect(mail.to).toEqual(['partner@example.com'])
    expect(mail.subject).toBe('Weekly analytics 2026-06-01 to 2026-06-07: 2 visitors')
    expect(mail.text).toContain('Visitors: 2 (before 1, +1)')
    expect(mail.text).toContain('Page views: 3 (before 1, +2)')
    expect(mail.text).toContain('- /team: 2 views')
    expect(mail.text).toContain('- google.com: 1')
    expect(mail.html).toContain('Weekly analytics · 2026-06-01 to 2026-06-07')
    expect(JSON.stringify(mail.parsed.headers.get('list'))).toContain('/api/analytics/reports/unsubscribe?token=')
    const link = /Unsubscribe: (\S+)/.exec(mail.text)![1]
    expect(link.startsWith('https://www.keystone.example/api/analytics/reports/unsubscribe?token=')).toBe(true)

    // The link asks first, then removes only this address.
    const token = new URL(link).searchParams.get('token')!
    const confirm = await unsubscribePage(apiRequest(`/api/analytics/reports/unsubscribe?token=${token}`), context)
    expect(confirm.status).toBe(200)
    expect(await confirm.text()).toContain('Stop sending the analytics reports to this address?')
    const form = () =>
      unsubscribe(
        apiRequest('/api/analytics/reports/unsubscribe', {
          method: 'POST',
          rawBody: new URLSearchParams({ token }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        context,
      )
    expect((await form()).status).toBe(200)
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.analyticsReports?.map((row) => row.email)).toEqual(['monthly@example.com'])
    expect((await form()).status).toBe(404)
    const forged = await unsubscribePage(apiRequest(`/api/analytics/reports/unsubscribe?token=${token}x`), context)
    expect(forged.status).toBe(404)
  })

  it('is queued ahead by the scheduler for the next 08:00 in SITE_TIMEZONE, on its own queue', async () => {
    expect(nextReportsRun(new Date('2026-06-08T12:59:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-06-08T13:00:00.000Z',
    )
    expect(nextReportsRun(new Date('2026-06-08T13:00:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-06-09T13:00:00.000Z',
    )
    await payload.jobs.handleSchedules({ queue: REPORTS_QUEUE })
    const queued = await payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: { and: [{ queue: { equals: REPORTS_QUEUE } }, { completedAt: { exists: false } }] },
    })
    expect(queued.docs.map((job) => job.taskSlug)).toEqual(['sendAnalyticsReports'])
    const [job] = queued.docs
    expect(new Date(job.waitUntil!).toLocaleTimeString('en-US', { timeZone: 'America/Chicago', hour12: false })).toBe(
      '08:00:00',
    )
    expect((job.input as { runAt: string }).runAt).toBe(new Date(job.waitUntil!).toISOString())
  })

  it('sends the monthly report on the 1st to the monthly addresses', async () => {
    const sent = await sendAnalyticsReports(payload, Date.parse('2026-07-01T13:00:00Z'))
    expect(sent).toBe(1)
    const [mail] = sink.messages.filter((each) => each.subject.startsWith('Monthly analytics'))
    expect(mail.to).toEqual(['monthly@example.com'])
    expect(mail.subject).toBe('Monthly analytics 2026-06-01 to 2026-06-30: 2 visitors')
    expect(mail.text).toContain('Visitors: 2 (before 1, +1)')
    // A day with no report due sends nothing.
    expect(await sendAnalyticsReports(payload, Date.parse('2026-07-02T13:00:00Z'))).toBe(0)
  })

  it('counts the meetings booked in the period by their assessment’s source, a cancelled one not', async () => {
    const inWeek = '2026-06-03T15:00:00.000Z'
    const lead = await payload.create({
      collection: 'assessments',
      overrideAccess: true,
      data: {
        ...assessmentBody(),
        totalScore: 50,
        attribution: { channel: 'Organic Search', referrerHost: 'google.com' },
        createdAt: inWeek,
      },
    })
    const partner = await payload.create({
      collection: 'team-members',
      overrideAccess: true,
      data: { name: 'Report Partner', title: 'Partner', teamCategory: 'Investment Team', isActive: true },
    })
    for (const [n, status] of (['booked', 'cancelled'] as const).entries())
      await payload.create({
        collection: 'meetings',
        overrideAccess: true,
        data: {
          partner: partner.id,
          start: `2026-06-1${n}T15:00:00.000Z`,
          end: `2026-06-1${n}T15:30:00.000Z`,
          status,
          name: 'Founder',
          email: 'founder@report.example',
          assessment: lead.id,
          uid: `report-${n}@meetings`,
          sequence: 0,
          origin: 'product',
          createdAt: inWeek,
        },
      })
    const report = await buildAnalyticsReport(payload, {
      kind: 'weekly',
      from: '2026-06-01',
      to: '2026-06-07',
      previous: { from: '2026-05-25', to: '2026-05-31' },
    })
    expect(report.leadsBySource.find((row) => row.source === 'google.com')).toMatchObject({
      assessments: 1,
      meetings: 1,
    })
  })
})
