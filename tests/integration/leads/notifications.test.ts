import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { assessments, contact } from '../lead-routes'
import * as statusRoute from '@/app/api/crm/status/route'
import { durableConnection } from '@/config/durable-sqlite'
import { REQUEUE_AFTER_MS, REQUEUE_WITHIN_MS, requeueLeadsWithoutJobs } from '@/leads/requeue'
import { resultsTokenMatches } from '@/lib/results-token'
import type { SqlClient } from '@/lib/sql-rows'
import { seedDemoContent } from '@/seed/seed-demo'

import { mailedPayload } from '../mailed-payload'
import { allAnswers, businessBody, humanFields, inquiryBody } from '../api/bodies'
import { admin, call, nextIp } from '../api/fixtures'
import { deliveries, openJobs, runDue } from './queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4821'
  process.env.EMAIL_FROM = 'Keystone Leads <leads@keystone.example>'
  process.env.SITE_URL = 'https://www.keystone.example'
})

const HOSTILE = '<script>alert("x")</script> Tom & Jerry <b>bold</b>\nSecond line'
const RECIPIENTS = ['deals@keystone.example', 'partners@keystone.example']

let payload: Payload

const sink = mailedPayload((started) => (payload = started), {
  notificationEmails: RECIPIENTS.map((email) => ({ email })),
})
beforeEach(() => {
  sink.messages.length = 0
})

/** What the server does in the background: the AI queue, then the lead queue (twice: fan-out, delivery). */
async function drain() {
  await runDue(payload, 'ai')
  await runDue(payload, 'leads', 2)
}

describe('the new-lead notification', () => {
  it('tells every notification address about an inquiry, with its AI summary, the escaped message and the dashboard link', async () => {
    const answer = await call(contact.POST, '/api/contact', {
      ip: nextIp(),
      body: { ...inquiryBody('dana@example.com'), firstName: 'Dana', lastName: 'Lee', message: HOSTILE },
    })
    expect(answer.status).toBe(201)
    const id = (answer.json() as { id: number }).id
    // Nothing is sent while the request is answered: the delivery waits for the AI or 60 s.
    expect(sink.messages).toHaveLength(0)
    const run = (queue: string) => payload.jobs.run({ queue, silent: { info: true, error: true } })
    await run('leads')
    expect(sink.messages).toHaveLength(0)

    // The AI result, once stored, makes the waiting delivery due at once (no 60 s wait).
    await run('ai')
    await run('leads')
    await run('leads')
    const mail = await sink.waitFor((m) => m.subject.includes('Dana Lee'))
    expect(mail.to.sort()).toEqual([...RECIPIENTS].sort())
    expect(mail.from).toBe('leads@keystone.example')
    expect(mail.subject).toBe('New inquiry from Dana Lee (Strategic Partnership)')

    const [analysis] = (await payload.find({ collection: 'message-analyses', overrideAccess: true })).docs
    expect(mail.text).toContain(analysis.summary)
    expect(mail.html).toContain(analysis.summary.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'))

    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>bold</b>')
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt;',
    )
    expect(mail.text).toContain(HOSTILE)

    const link = 'https://www.keystone.example/admin?tab=inquiries&search=dana%40example.com'
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)

    const [row] = (await deliveries(payload)).filter((d) => d.contactInquiry === id)
    expect(row).toMatchObject({ channel: 'notification', status: 'sent', attempts: 1 })
  })

  it('flags a High Potential assessment (70+) in the subject and carries the score, rating and AI result', async () => {
    const answer = await call(assessments.POST, '/api/assessments', {
      ip: nextIp(),
      body: {
        ...businessBody('Harbor Dental'),
        contactName: 'Ana Ruiz',
        contactEmail: 'ana@example.com',
        answers: allAnswers(4),
        ...humanFields(),
      },
    })
    expect(answer.status).toBe(201)
    await drain()
    const mail = await sink.waitFor((m) => m.subject.includes('Harbor Dental'))
    expect(mail.subject).toBe('High Potential assessment: Harbor Dental scored 84/84')
    expect(mail.text).toContain('Score: 84/84 (High Potential)')
    expect(mail.text).toMatch(/AI analysis:\n.*investment readiness \d+(\.\d)?\/10/i)
    expect(mail.text).toContain('https://www.keystone.example/admin?tab=assessments&search=ana%40example.com')
  })

  it('says "New assessment" below 70', async () => {
    await call(assessments.POST, '/api/assessments', {
      ip: nextIp(),
      body: { ...businessBody('Quiet Bakery'), answers: allAnswers(1), ...humanFields() },
    })
    await drain()
    const mail = await sink.waitFor((m) => m.subject.includes('Quiet Bakery'))
    expect(mail.subject).toMatch(/^New assessment: Quiet Bakery scored \d+\/84$/)
  })

  it('goes without the AI result after 60 s when the analysis is not ready', async () => {
    await call(contact.POST, '/api/contact', {
      ip: nextIp(),
      body: { ...inquiryBody('slow@example.com'), lastName: 'Slow' },
    })
    const [waiting] = (await openJobs(payload, 'leads')).filter((job) => job.taskSlug === 'leadDeliveries')
    expect(Date.parse(waiting.waitUntil!) - Date.now()).toBeGreaterThan(50_000)
    // The AI queue does not run: the 60 s pass (the wait is skipped) and the lead queue sends anyway.
    await runDue(payload, 'leads', 2)
    const mail = await sink.waitFor((m) => m.subject.includes('Maria Slow'))
    expect(mail.text).toContain('The AI analysis was not ready when this was sent')
    // The AI result arriving later does not send a second message.
    await drain()
    expect(sink.messages.filter((m) => m.subject.includes('Maria Slow'))).toHaveLength(1)
  })

  it('never notifies about a spam-trapped submission', async () => {
    const before = (await openJobs(payload, 'leads')).length
    const answer = await call(contact.POST, '/api/contact', {
      ip: nextIp(),
      body: { ...inquiryBody('bot@example.com'), honeypot: 'x' },
    })
    expect(answer.status).toBe(200)
    expect((await openJobs(payload, 'leads')).length).toBe(before)
    await drain()
    expect(sink.messages.filter((m) => m.text.includes('bot@example.com'))).toHaveLength(0)
  })

  it('never notifies about the demo content', async () => {
    const before = sink.messages.length
    expect(await seedDemoContent(payload)).toBe(true)
    await drain()
    expect(sink.messages.slice(before)).toEqual([])
    expect((await openJobs(payload, 'leads')).length).toBe(0)
  })

  it('keeps the lead when the mail server refuses, shows the failure, and sends on the retry', async () => {
    sink.failNext(1)
    const answer = await call(contact.POST, '/api/contact', {
      ip: nextIp(),
      body: { ...inquiryBody('retry@example.com'), lastName: 'Retry' },
    })
    expect(answer.status).toBe(201)
    const id = (answer.json() as { id: number }).id
    await drain()
    const row = (await deliveries(payload)).find((d) => d.contactInquiry === id)!
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row.lastError).toMatch(/550|Mailbox unavailable/)
    // The dashboard's header counts it (GET /api/crm/status).
    const failing = await call(statusRoute.GET, '/api/crm/status', { ...admin, ip: nextIp() })
    expect(failing.json()).toMatchObject({ emailFailing: 1 })
    expect(sink.messages.filter((m) => m.subject.includes('Maria Retry'))).toHaveLength(0)

    await runDue(payload, 'leads')
    await sink.waitFor((m) => m.subject.includes('Maria Retry'))
    const after = (await deliveries(payload)).find((d) => d.contactInquiry === id)!
    expect(after).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect((await call(statusRoute.GET, '/api/crm/status', { ...admin, ip: nextIp() })).json()).toMatchObject({
      emailFailing: 0,
    })
  })
})

describe("'E-mail me my results'", () => {
  it('sends the founder the results e-mail with the permanent link, and the answer carries that address', async () => {
    const answer = await call(assessments.POST, '/api/assessments', {
      ip: nextIp(),
      body: {
        ...businessBody('Lopez Clinics'),
        contactName: 'Maria Lopez',
        contactEmail: 'maria@example.com',
        answers: allAnswers(3),
        emailResults: true,
        ...humanFields(),
      },
    })
    expect(answer.status).toBe(201)
    const record = answer.json() as { id: number; uid: string; totalScore: number; resultsPath: string }
    expect(record.resultsPath).toMatch(/^\/assessment\/results\/[\w-]+\.[\w-]{43}$/)
    expect(record.resultsPath).not.toContain(`/${record.id}`)
    expect(resultsTokenMatches(payload.secret, record.resultsPath.split('/').pop()!, record)).toBe(true)

    // The founder's e-mail does not wait for the AI analysis.
    await runDue(payload, 'leads', 2)
    const mail = await sink.waitFor((m) => m.to.includes('maria@example.com'))
    expect(mail.to).toEqual(['maria@example.com'])
    expect(mail.subject).toBe('Your Keystone Legacy Partners assessment results: 63/84')
    expect(mail.text).toContain(`https://www.keystone.example${record.resultsPath}`)
    expect(mail.html).toContain(`href="https://www.keystone.example${record.resultsPath}"`)
  })

  it('sends nothing to the founder when unticked or absent', async () => {
    for (const emailResults of [false, undefined]) {
      const answer = await call(assessments.POST, '/api/assessments', {
        ip: nextIp(),
        body: {
          ...businessBody('No Mail Co'),
          contactEmail: 'nomail@example.com',
          answers: allAnswers(2),
          emailResults,
          ...humanFields(),
        },
      })
      expect(answer.status).toBe(201)
    }
    await drain()
    expect(sink.messages.filter((m) => m.to.includes('nomail@example.com'))).toHaveLength(0)
  })

  it('queues the analysis, the notification and the results e-mail together or not at all', async () => {
    const client = durableConnection(payload)
    // The founder's results e-mail job, the last of the three, cannot be written.
    await client.execute(
      `CREATE TEMP TRIGGER refuse_results_job BEFORE INSERT ON payload_jobs WHEN NEW.input LIKE '%"results"%' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    )
    const jobCount = async () => (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs
    const before = await jobCount()
    try {
      const answer = await call(assessments.POST, '/api/assessments', {
        ip: nextIp(),
        body: { ...businessBody('Atomic Co'), answers: allAnswers(2), emailResults: true, ...humanFields() },
      })
      // The assessment is kept (a lead is never lost to its jobs), and none of its jobs half-way.
      expect(answer.status).toBe(201)
      expect(await jobCount()).toBe(before)
    } finally {
      await client.execute('DROP TRIGGER refuse_results_job')
    }
  })

  it('answers a lead only once it and its jobs are on disk: they commit on the connection that waits for it', async () => {
    const synchronous = async (connection: SqlClient) =>
      Number((await connection.execute('PRAGMA synchronous')).rows[0].synchronous)
    // Payload's connection does not wait (NORMAL), the jobs' does (FULL), syncing the lead's log frames too.
    expect(await synchronous((payload.db as unknown as SQLiteAdapter).client)).toBe(1)
    expect(await synchronous(durableConnection(payload))).toBe(2)
    const batches = vi.spyOn(durableConnection(payload), 'batch')
    const answer = await call(contact.POST, '/api/contact', { ip: nextIp(), body: inquiryBody() })
    expect(answer.status).toBe(201)
    expect(batches).toHaveBeenCalledOnce()
    expect(JSON.stringify(batches.mock.calls[0][0])).toContain('INSERT INTO payload_jobs')
    batches.mockRestore()
  })

  it('refuses a non-boolean emailResults with a 400 naming it', async () => {
    const answer = await call(assessments.POST, '/api/assessments', {
      ip: nextIp(),
      body: { ...businessBody(), answers: allAnswers(2), emailResults: 'yes', ...humanFields() },
    })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('emailResults')
  })
})

describe('leads stored while their jobs could not be queued', () => {
  it('are found by the sweep once five minutes old and then notified as any lead, once', async () => {
    const client = durableConnection(payload)
    await client.execute(
      `CREATE TEMP TRIGGER refuse_jobs BEFORE INSERT ON payload_jobs BEGIN SELECT RAISE(ABORT, 'queue down'); END`,
    )
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    let inquiryId: number
    let assessmentId: number
    try {
      const inquiry = await call(contact.POST, '/api/contact', {
        ip: nextIp(),
        body: { ...inquiryBody('outage@example.com'), firstName: 'Quinn', lastName: 'Outage' },
      })
      const assessment = await call(assessments.POST, '/api/assessments', {
        ip: nextIp(),
        body: {
          ...businessBody('Outage Works'),
          contactEmail: 'founder-outage@example.com',
          answers: allAnswers(3),
          emailResults: true,
          ...humanFields(),
        },
      })
      // The submissions succeed; only the log says their jobs are missing.
      expect([inquiry.status, assessment.status]).toEqual([201, 201])
      inquiryId = (inquiry.json() as { id: number }).id
      assessmentId = (assessment.json() as { id: number }).id
      expect(logged.mock.calls.map(([entry]) => (entry as { msg: string }).msg)).toEqual([
        `Could not queue the jobs of inquiry ${inquiryId}; the sweep for leads without jobs will queue them`,
        `Could not queue the jobs of assessment ${assessmentId}; the sweep for leads without jobs will queue them`,
      ])
    } finally {
      logged.mockRestore()
      await client.execute('DROP TRIGGER refuse_jobs')
    }
    const ours = [
      { kind: 'assessment', id: String(assessmentId) },
      { kind: 'inquiry', id: String(inquiryId) },
    ]
    const later = (ms: number) => Date.now() + ms
    // Too new (their jobs might still be on the way), then too old to be looked at.
    expect(await requeueLeadsWithoutJobs(payload)).toEqual([])
    expect(await requeueLeadsWithoutJobs(payload, later(REQUEUE_WITHIN_MS + 60_000))).toEqual([])

    // Also the assessment whose results job was refused above, and no other lead (the demo content's were analysed).
    const refused = await payload.find({
      collection: 'assessments',
      overrideAccess: true,
      where: { businessName: { equals: 'Atomic Co' } },
    })
    expect(refused.docs).toHaveLength(1)
    // A lead per page: the leads without jobs are found past the analysed ones stored before them.
    const queued = await requeueLeadsWithoutJobs(payload, later(REQUEUE_AFTER_MS + 1000), 1)
    expect(queued).toEqual([{ kind: 'assessment', id: String(refused.docs[0].id) }, ...ours])
    // Queued now: a second sweep leaves them alone, as it does once their jobs are done.
    expect(await requeueLeadsWithoutJobs(payload, later(REQUEUE_AFTER_MS + 1000))).toEqual([])
    await drain()
    expect(await requeueLeadsWithoutJobs(payload, later(REQUEUE_AFTER_MS + 1000))).toEqual([])

    const notice = await sink.waitFor((m) => m.subject === 'New inquiry from Quinn Outage (Strategic Partnership)')
    expect(notice.to.sort()).toEqual([...RECIPIENTS].sort())
    const results = await sink.waitFor((m) => m.to.includes('founder-outage@example.com'))
    expect(results.subject).toBe('Your Keystone Legacy Partners assessment results: 63/84')
    expect(sink.messages.filter((m) => m.subject.includes('Quinn Outage'))).toHaveLength(1)
  })

  it('is queued by Payload every ten minutes on the leads queue', async () => {
    await payload.jobs.handleSchedules({ allQueues: true })
    const [sweep] = (
      await payload.find({
        collection: 'payload-jobs',
        overrideAccess: true,
        where: { taskSlug: { equals: 'requeueLeads' } },
      })
    ).docs
    expect(sweep).toMatchObject({ queue: 'leads', taskSlug: 'requeueLeads' })
    const due = Date.parse(sweep.waitUntil!)
    expect(due - Date.now()).toBeLessThanOrEqual(10 * 60_000)
    expect(new Date(due).getMinutes() % 10).toBe(0)
  })
})
