import config from '@payload-config'
import { BasePayload, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { assessments, contact } from '../lead-routes'
import * as heldById from '@/app/api/held-leads/[id]/route'
import * as release from '@/app/api/held-leads/[id]/release/route'
import * as held from '@/app/api/held-leads/route'
import * as summary from '@/app/api/leads/summary/route'
import * as people from '@/app/api/people/route'
import { POST as erase } from '@/app/api/personal-data/erase/route'
import type { HeldLeadList, HeldRelease } from '@/contracts/held-leads'
import type { Person } from '@/contracts/people'
import { requireLeadWorker } from '@/http/auth'
import { purgeHeldLeads, releaseHeldLead } from '@/leads/held/held'

import { FakeHttp } from '../../fixtures/fake-http'
import { SmtpSink } from '../../fixtures/smtp-sink'
import { assessmentBody, businessBody, inquiryBody } from '../api/bodies'
import { admin, call, nextIp } from '../api/fixtures'
import { apiRequest, testPayload } from '../helpers'
import { runDue } from './queue'

const SMTP_PORT = 4847
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4847'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload
const sink = new SmtpSink()
const webhook = new FakeHttp()

beforeAll(async () => {
  await sink.start(SMTP_PORT)
  process.env.CRM_WEBHOOK_URL = `${await webhook.start()}/hooks/leads`
  process.env.CRM_WEBHOOK_SECRET = 'whsec_held_test'
  payload = await testPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: { notificationEmails: [{ email: 'deals@keystone.example' }] },
  })
})
afterAll(async () => {
  await sink.stop()
  await webhook.stop()
})
beforeEach(() => {
  sink.messages.length = 0
})

/** Everything the server does in the background: AI, then fan-out, delivery and any summary. */
const drain = async () => {
  await runDue(payload, 'ai')
  await runDue(payload, 'leads', 3)
}

const heldList = async () => (await call(held.GET, '/api/held-leads', admin)).json() as HeldLeadList
const heldFor = async (email: string) => (await heldList()).docs.filter((doc) => doc.email === email)
const count = async (collection: 'contact-inquiries' | 'assessments') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs
const sendInquiry = (email: string, fields: Record<string, unknown>, ip = nextIp()) =>
  call(contact.POST, '/api/contact', { ip, body: { ...inquiryBody(email), ...fields } })
const mailsTo = (email: string) => sink.messages.filter((mail) => mail.text.includes(email))
const webhooksFor = (email: string) => webhook.requests.filter((request) => request.body.includes(email))

describe('a submission that fails a spam check', () => {
  it.each<[string, string, () => Record<string, unknown>]>([
    ['a filled trap', 'trap', () => ({ honeypot: 'buy now' })],
    ['a form sent within 3 s', 'too_fast', () => ({ formStartTime: Date.now() - 1000 })],
    ['no start time', 'no_start_time', () => ({ formStartTime: undefined })],
  ])('is held for %s, answered exactly as before, and reaches no inbox, e-mail or CRM', async (_, reason, fields) => {
    const email = `held-${reason}@example.com`
    const before = await count('contact-inquiries')
    const answer = await sendInquiry(email, { message: '<b>Hello</b> from a fast typist', ...fields() })
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ success: true })
    expect(await count('contact-inquiries')).toBe(before)

    const [row] = await heldFor(email)
    expect(row).toMatchObject({ kind: 'inquiry', reason, name: 'Maria Lopez', text: '<b>Hello</b> from a fast typist' })
    await drain()
    expect(mailsTo(email)).toHaveLength(0)
    expect(webhooksFor(email)).toHaveLength(0)
  })

  it('holds an assessment too, with its business and score as its text', async () => {
    const before = await count('assessments')
    const answer = await call(assessments.POST, '/api/assessments', {
      ip: nextIp(),
      body: { ...assessmentBody('Trap Bakery'), contactEmail: 'trap-bakery@example.com', url: 'http://spam.example' },
    })
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ success: true })
    expect(await count('assessments')).toBe(before)
    const [row] = await heldFor('trap-bakery@example.com')
    expect(row).toMatchObject({ kind: 'assessment', reason: 'trap' })
    expect(row.text).toMatch(/^Trap Bakery, .*: scored \d+\/84$/)
  })

  it('stays out of the inbox lists and the summary cards', async () => {
    const cards = (await call(summary.GET, '/api/leads/summary', admin)).json()
    const list = (await call(contact.GET, '/api/contact?page=1&q=cards-held', admin)).json()
    await sendInquiry('cards-held@example.com', { website_url: 'spam.example' })
    expect((await call(summary.GET, '/api/leads/summary', admin)).json()).toEqual(cards)
    expect((await call(contact.GET, '/api/contact?page=1&q=cards-held', admin)).json()).toEqual(list)
    expect(await heldFor('cards-held@example.com')).toHaveLength(1)
  })

  it('counts against the per-client submission limit', async () => {
    const ip = nextIp()
    const statuses = []
    for (let n = 0; n < 6; n += 1) statuses.push((await sendInquiry('limit@example.com', { honeypot: 'x' }, ip)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('is shown by GET /api/people, marked held', async () => {
    await sendInquiry('person-held@example.com', { formStartTime: Date.now() })
    const answer = await call(people.GET, '/api/people?email=Person-Held@example.com', admin)
    expect(answer.status).toBe(200)
    const person = answer.json() as Person
    expect(person.inquiries).toEqual([])
    expect(person.held).toEqual([
      expect.objectContaining({ held: true, kind: 'inquiry', reason: 'too_fast', email: 'person-held@example.com' }),
    ])
  })
})

describe('a person’s data', () => {
  it('includes their held submissions, erased with the rest', async () => {
    await sendInquiry('erase-held@example.com', { honeypot: 'x' })
    const answer = await call(erase, '/api/personal-data/erase', {
      ...admin,
      body: { email: 'Erase-Held@example.com' },
    })
    expect(answer.status).toBe(200)
    expect((answer.json() as { erased: Record<string, number> }).erased).toEqual({ 'held-leads': 1 })
    expect(await heldFor('erase-held@example.com')).toHaveLength(0)
  })
})

describe('releasing and deleting a held lead', () => {
  it('releases it into the inbox, where it gets the normal delivery: AI, notification e-mail, webhook', async () => {
    await sendInquiry('release@example.com', { formStartTime: Date.now(), firstName: 'Rita', lastName: 'Fast' })
    const [row] = await heldFor('release@example.com')
    const answer = await call(release.POST, `/api/held-leads/${row.id}/release`, {
      ...admin,
      method: 'POST',
      id: String(row.id),
    })
    expect(answer.status).toBe(200)
    const { lead } = answer.json() as HeldRelease
    expect(lead.kind).toBe('inquiry')

    expect(await heldFor('release@example.com')).toHaveLength(0)
    const inbox = (await call(contact.GET, '/api/contact?page=1&q=release@example.com', admin)).json() as {
      docs: { id: number; email: string }[]
    }
    expect(inbox.docs.map((doc) => doc.id)).toEqual([lead.id])

    await drain()
    const mail = await sink.waitFor((m) => m.subject === 'New inquiry from Rita Fast (Strategic Partnership)')
    expect(mail.to).toEqual(['deals@keystone.example'])
    expect(webhooksFor('release@example.com')).toHaveLength(1)
    expect(
      await payload.count({
        collection: 'message-analyses',
        overrideAccess: true,
        where: { contactInquiry: { equals: lead.id } },
      }),
    ).toMatchObject({ totalDocs: 1 })

    const again = await call(release.POST, `/api/held-leads/${row.id}/release`, {
      ...admin,
      method: 'POST',
      id: String(row.id),
    })
    expect(again.status).toBe(409)
    expect(again.text).toBe('This held lead was already released')
  })

  it('released on two instances at once, it becomes one lead; the other release answers 409', async () => {
    await sendInquiry('twin.release@example.com', { formStartTime: Date.now() })
    const [row] = await heldFor('twin.release@example.com')
    // A second instance: its own Payload on the same file and its own copy of the modules.
    const other = await new BasePayload().init({ config, disableOnInit: true })
    vi.resetModules()
    const { releaseHeldLead: releaseOnOther } = await import('@/leads/held/held')
    const callerOn = (instance: Payload) => requireLeadWorker(apiRequest('/api/held-leads', admin), instance)
    try {
      const before = await count('contact-inquiries')
      const outcomes = await Promise.allSettled([
        releaseHeldLead(await callerOn(payload), row.id),
        releaseOnOther(await callerOn(other), row.id),
      ])
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
      const refused = outcomes.find((outcome) => outcome.status === 'rejected')!
      expect(refused.reason).toMatchObject({ status: 409, message: 'This held lead was already released' })
      expect(await count('contact-inquiries')).toBe(before + 1)
    } finally {
      await other.destroy()
    }
  })

  it('answers 404 for an unknown or malformed id, and 401 without the key', async () => {
    for (const id of ['999999', 'not-an-id']) {
      const answer = await call(release.POST, `/api/held-leads/${id}/release`, { ...admin, method: 'POST', id })
      expect(answer.status).toBe(404)
      expect(answer.text).toBe('Held lead not found')
    }
    expect((await call(held.GET, '/api/held-leads')).status).toBe(401)
    const bad = await call(held.GET, '/api/held-leads?page=0&colour=red', admin)
    expect(bad.status).toBe(400)
    expect(bad.text).toBe('Invalid query parameters: page, colour')
  })

  it('deletes one for good', async () => {
    await sendInquiry('delete@example.com', { honeypot: 'x' })
    const [row] = await heldFor('delete@example.com')
    const answer = await call(heldById.DELETE, `/api/held-leads/${row.id}`, {
      ...admin,
      method: 'DELETE',
      id: String(row.id),
    })
    expect(answer.status).toBe(200)
    expect(await heldFor('delete@example.com')).toHaveLength(0)
    const gone = await call(release.POST, `/api/held-leads/${row.id}/release`, {
      ...admin,
      method: 'POST',
      id: String(row.id),
    })
    expect(gone.status).toBe(404)
    expect(
      (await call(heldById.DELETE, `/api/held-leads/${row.id}`, { ...admin, method: 'DELETE', id: String(row.id) }))
        .status,
    ).toBe(404)
  })
})

describe('the purge', () => {
  it('removes held leads older than HELD_LEADS_DAYS', async () => {
    await sendInquiry('old@example.com', { honeypot: 'x' })
    await sendInquiry('recent@example.com', { honeypot: 'x' })
    const [old] = await heldFor('old@example.com')
    await payload.db.updateOne({
      collection: 'held-leads',
      id: old.id,
      data: { createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString() },
    })
    await purgeHeldLeads(payload)
    expect(await heldFor('old@example.com')).toHaveLength(0)
    expect(await heldFor('recent@example.com')).toHaveLength(1)
  })

  it('runs by itself: Payload schedules it hourly on the leads queue', async () => {
    await sendInquiry('scheduled-old@example.com', { honeypot: 'x' })
    const [old] = await heldFor('scheduled-old@example.com')
    await payload.db.updateOne({
      collection: 'held-leads',
      id: old.id,
      data: { createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString() },
    })
    await payload.jobs.handleSchedules({ allQueues: true })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: { taskSlug: { equals: 'purgeHeldLeads' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].queue).toBe('leads')
    await runDue(payload, 'leads')
    expect(await heldFor('scheduled-old@example.com')).toHaveLength(0)
  })

  it('keeps at most HELD_LEADS_MAX, the oldest going first', async () => {
    process.env.HELD_LEADS_MAX = '3'
    try {
      for (let n = 1; n <= 5; n += 1) await sendInquiry(`flood-${n}@example.com`, { honeypot: 'x' })
      expect(await payload.count({ collection: 'held-leads', overrideAccess: true })).toMatchObject({ totalDocs: 3 })
      const emails = (await heldList()).docs.map((doc) => doc.email)
      expect(emails).toEqual(['flood-5@example.com', 'flood-4@example.com', 'flood-3@example.com'])
    } finally {
      delete process.env.HELD_LEADS_MAX
    }
  })
})

describe('the contact form opened from the assessment results', () => {
  it('is stored as a normal lead when sent at once, joined to the same person', async () => {
    const stored = await call(assessments.POST, '/api/assessments', {
      ip: nextIp(),
      body: { ...assessmentBody('Founder Forge'), contactEmail: 'founder@example.com' },
    })
    expect(stored.status).toBe(201)
    const token = (stored.json() as { resultsPath: string }).resultsPath.split('/').pop()
    const answer = await sendInquiry('founder@example.com', { formStartTime: Date.now(), resultsToken: token })
    expect(answer.status).toBe(201)
    const person = (await call(people.GET, '/api/people?email=founder@example.com', admin)).json() as Person
    expect(person.assessments).toHaveLength(1)
    expect(person.inquiries).toHaveLength(1)
    expect(person.held).toEqual([])
  })

  it('holds it when the token is forged', async () => {
    const forged = await sendInquiry('forged@example.com', {
      formStartTime: Date.now(),
      resultsToken: 'MQ.' + 'a'.repeat(43),
    })
    expect(forged.status).toBe(200)
    expect((await heldFor('forged@example.com'))[0]).toMatchObject({ reason: 'too_fast' })
  })
})

describe('a bulk import', () => {
  it('sends one e-mail for each of a minute’s first 20 leads and one summary for the rest; all deliveries end sent', async () => {
    const ids: number[] = []
    for (let n = 1; n <= 25; n += 1) {
      const answer = await call(assessments.POST, '/api/assessments', {
        ...admin,
        body: { ...businessBody(`Bulk Co ${n}`), contactEmail: `bulk-${n}@example.com`, totalScore: 40 },
      })
      expect(answer.status).toBe(201)
      ids.push((answer.json() as { id: number }).id)
    }
    await runDue(payload, 'ai')
    await runDue(payload, 'leads')
    // Their notifications were all queued in one past minute, in order, whenever the test runs.
    const { docs: queued } = await payload.find({
      collection: 'lead-deliveries',
      where: { and: [{ channel: { equals: 'notification' } }, { assessment: { in: ids } }] },
      sort: 'createdAt',
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    expect(queued).toHaveLength(25)
    const minute = Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000
    for (const [index, row] of queued.entries())
      await payload.db.updateOne({
        collection: 'lead-deliveries',
        id: row.id,
        data: { createdAt: new Date(minute + index * 100).toISOString() },
      })
    await runDue(payload, 'leads', 2)
    const bulk = sink.messages.filter((mail) => /Bulk Co \d+/.test(mail.subject + mail.text))
    const single = bulk.filter((mail) => mail.subject.startsWith('New assessment: Bulk Co'))
    expect(single).toHaveLength(20)
    const summaries = bulk.filter((mail) => mail.subject.includes('more new leads'))
    expect(summaries).toHaveLength(1)
    // Each lead is told exactly once: by its own e-mail or by a line of the summary.
    const told = [
      ...single.map((mail) => /Bulk Co (\d+)/.exec(mail.subject)![1]),
      ...[...summaries[0].text.matchAll(/^- Assessment: Bulk Co (\d+) \(/gm)].map((match) => match[1]),
    ]
    expect(told.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1))
    const { docs: rows } = await payload.find({
      collection: 'lead-deliveries',
      where: { and: [{ channel: { equals: 'notification' } }, { assessment: { in: ids } }] },
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    expect(rows).toHaveLength(25)
    expect(rows.every((row) => row.status === 'sent')).toBe(true)
  })
})
