import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as retryRoute from '@/app/api/crm/retry/[kind]/[id]/route'
import * as statusRoute from '@/app/api/crm/status/route'
import * as digestPreview from '@/app/api/digest/preview/route'
import { contact } from '../lead-routes'
import { nextDigestRun } from '@/leads/digest/schedule'
import type { CrmStatus } from '@/contracts/crm-status'

import { FakeHttp } from '../../fixtures/fake-http'
import { SmtpSink } from '../../fixtures/smtp-sink'
import { inquiryBody } from '../api/bodies'
import { admin, call, nextIp } from '../api/fixtures'
import { routeParams, testPayload } from '../helpers'
import { openJobs, runDue } from './queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4822'
  process.env.SITE_URL = 'https://www.keystone.example'
  process.env.SITE_TIMEZONE = 'America/Chicago'
  delete process.env.CRM_WEBHOOK_URL
  delete process.env.HUBSPOT_ACCESS_TOKEN
})

let payload: Payload
const sink = new SmtpSink()
const crm = new FakeHttp()

beforeAll(async () => {
  await sink.start(4822)
  payload = await testPayload()
})
afterAll(async () => {
  await sink.stop()
  await crm.stop()
})
afterEach(() => {
  vi.useRealTimers()
})

const assessment = (businessName: string, contactName: string, totalScore: number) =>
  payload.create({
    collection: 'assessments',
    overrideAccess: true,
    data: {
      businessName,
      contactName,
      contactEmail: `${contactName.split(' ')[0].toLowerCase()}@example.com`,
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue: '1m-5m',
      totalScore,
    },
  })

describe('the weekly digest', () => {
  it('is queued for Monday 08:00 in SITE_TIMEZONE and sent once, late, when the server was down at 08:00', async () => {
    // A Wednesday: the leads fall in the week the next digest reports (on a Monday before 08:00 they
    // would fall in the week after it).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-12-09T18:00:00Z'))
    await assessment('Harbor Dental', 'Ana Ruiz', 78)
    await assessment('Quiet Bakery', 'Ben Ode', 40)
    await payload.create({
      collection: 'contact-inquiries',
      overrideAccess: true,
      data: {
        firstName: 'Dana',
        lastName: 'Lee',
        email: 'dana@example.com',
        inquiryType: 'general',
        message: 'Hello <there>',
      },
    })

    await payload.jobs.handleSchedules({ queue: 'digest' })
    const [job] = await openJobs(payload, 'digest')
    const monday = nextDigestRun(new Date())
    expect(job.taskSlug).toBe('weeklyDigest')
    expect(job.waitUntil).toBe(monday.toISOString())
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(monday)
    expect(local).toBe('Monday 08:00')

    // Before its time nothing is sent.
    await payload.jobs.run({ queue: 'digest' })
    expect(sink.messages.filter((m) => m.subject.startsWith('Weekly digest'))).toHaveLength(0)

    // The server was down at 08:00 and starts again at 10:30: the queued digest goes out, once.
    vi.setSystemTime(new Date(monday.getTime() + 150 * 60_000))
    await payload.jobs.handleSchedules({ queue: 'digest' })
    await payload.jobs.run({ queue: 'digest' })
    await payload.jobs.handleSchedules({ queue: 'digest' })
    await payload.jobs.run({ queue: 'digest' })

    const digests = sink.messages.filter((m) => m.subject.startsWith('Weekly digest'))
    expect(digests).toHaveLength(1)
    const [mail] = digests
    expect(mail.to).toEqual(['partners@keystonelegacy.example'])
    expect(mail.subject).toMatch(/^Weekly digest \w{3} \d+ – \w{3} \d+, \d{4}: 2 assessments, 1 inquiry$/)
    expect(mail.text).toContain('New assessments: 2 (previous week 0, +2)')
    expect(mail.text).toContain('New inquiries: 1 (previous week 0, +1)')
    expect(mail.text).toContain('Visitors: 0 (previous week 0, +0)')
    expect(mail.text).toContain(
      '- Harbor Dental (Ana Ruiz): 78/84 https://www.keystone.example/admin?tab=assessments&search=ana%40example.com',
    )
    expect(mail.text).not.toContain('Quiet Bakery')
    expect(mail.text).toContain('Open the dashboard: https://www.keystone.example/admin')

    // The next one waits for the following Monday.
    const [next] = await openJobs(payload, 'digest')
    expect(Date.parse(next.waitUntil!) - monday.getTime()).toBe(7 * 24 * 3600_000)
  })

  it('previews the HTML with the key, and refuses without it', async () => {
    const refused = await call(digestPreview.POST, '/api/digest/preview', { ip: nextIp() })
    expect(refused.status).toBe(401)
    const answer = await call(digestPreview.POST, '/api/digest/preview', { ...admin, ip: nextIp() })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.text).toContain('Weekly digest')
    expect(answer.text).toContain('High Potential assessments (70+)')
  })
})

const status = async () => {
  const answer = await call(statusRoute.GET, '/api/crm/status', { ...admin, ip: nextIp() })
  expect(answer.status).toBe(200)
  return answer.json() as CrmStatus
}

const retry = (kind: string, id: string | number) =>
  call((request) => retryRoute.POST(request, routeParams({ kind, id: String(id) })), `/api/crm/retry/${kind}/${id}`, {
    ...admin,
    ip: nextIp(),
    method: 'POST',
  })

describe('the CRM status and retry', () => {
  it('tells the truth: not configured, failing with the count, retried by hand, active', async () => {
    expect(await status()).toMatchObject({ state: 'not-configured', channels: [], failing: 0 })
    expect((await call(statusRoute.GET, '/api/crm/status', { ip: nextIp() })).status).toBe(401)

    // The earlier leads are delivered while no CRM is configured: they never go to it.
    await runDue(payload, 'leads', 2)
    crm.respond = () => ({ status: 500, body: { error: 'down' } })
    process.env.CRM_WEBHOOK_SECRET = 'status-test-signing-secret'
    process.env.CRM_WEBHOOK_URL = `${await crm.start()}/hook`
    expect(await status()).toMatchObject({ state: 'active', channels: ['webhook'], failing: 0 })

    const answer = await call(contact.POST, '/api/contact', { ip: nextIp(), body: inquiryBody('crm@example.com') })
    const id = (answer.json() as { id: number }).id
    await runDue(payload, 'leads', 2)
    let now = await status()
    expect(now).toMatchObject({ state: 'failing', failing: 1, lastError: expect.stringContaining('HTTP 500') })
    expect(now.leads[`inquiry:${id}`]).toBe('pending')

    expect((await retry('inquiry', id)).status).toBe(409)
    await runDue(payload, 'leads', 7)
    now = await status()
    expect(now.leads[`inquiry:${id}`]).toBe('failed')
    expect(now.failing).toBe(1)

    crm.respond = () => ({ status: 200, body: {} })
    const retried = await retry('inquiry', id)
    expect(retried.status).toBe(202)
    expect(retried.json()).toEqual({ retried: 1 })
    await runDue(payload, 'leads')
    now = await status()
    expect(now).toMatchObject({ state: 'active', failing: 0 })
    expect(now.leads[`inquiry:${id}`]).toBe('synced')
  })

  it('answers 400 for an unknown lead type, 404 for a missing lead, 401 without the key', async () => {
    expect((await retry('customer', 1)).status).toBe(400)
    expect((await retry('assessment', 999999)).status).toBe(404)
    const anonymous = await call(
      (request) => retryRoute.POST(request, routeParams({ kind: 'inquiry', id: '1' })),
      '/api/crm/retry/inquiry/1',
      { ip: nextIp(), method: 'POST' },
    )
    expect(anonymous.status).toBe(401)
  })
})
