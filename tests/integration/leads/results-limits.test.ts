import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { assessments } from '../lead-routes'
import * as crmStatusRoute from '@/app/api/crm/status/route'
import { generateMetadata } from '@/app/(site)/assessment/results/[token]/page'
import { resultsPerHour } from '@/leads/results-email'
import { sharedState } from '@/shared-state'

import { mailedPayload } from '../mailed-payload'
import { allAnswers, businessBody, humanFields } from '../api/bodies'
import { admin, call, nextIp } from '../api/fixtures'
import { deliveries, openJobs, runDue } from './queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4853'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload

const sink = mailedPayload((started) => (payload = started))
beforeEach(() => {
  sink.messages.length = 0
})

/** A visitor's assessment asking for the results e-mail, from `ip`. */
async function submit(contactEmail: string, ip = nextIp()) {
  const answer = await call(assessments.POST, '/api/assessments', {
    ip,
    body: { ...businessBody(), contactEmail, answers: allAnswers(3), emailResults: true, ...humanFields() },
  })
  expect(answer.status).toBe(201)
  return answer.json() as { id: number; resultsPath: string }
}

const resultsRows = async (ids: number[]) =>
  (await deliveries(payload)).filter((row) => row.channel === 'results' && ids.includes(Number(row.assessment)))
const mailsTo = (pattern: RegExp) => sink.messages.filter((mail) => pattern.test(mail.to[0]))

describe('results e-mails to one mailbox', () => {
  it('reach a Gmail inbox once a day however dots and tags spell it; elsewhere dots are distinct mailboxes', async () => {
    for (const email of ['dotvictim@gmail.com', 'd.otvictim@gmail.com', 'do.tvictim+x@googlemail.com'])
      await submit(email)
    for (const email of ['a.b@example.com', 'ab@example.com']) await submit(email)
    await runDue(payload, 'leads', 2)
    expect(mailsTo(/victim@g(oogle)?mail\.com$/)).toHaveLength(1)
    expect(mailsTo(/^(a\.b|ab)@example\.com$/)).toHaveLength(2)
  })
})

describe('results e-mails one client can cause', () => {
  it('are at most 2 an hour: later assessments are stored and their results pages work, without an e-mail', async () => {
    const ip = nextIp()
    const records = []
    for (let i = 0; i < 5; i += 1) records.push(await submit(`flood${i}@example.org`, ip))
    await runDue(payload, 'leads', 2)
    expect(
      mailsTo(/^flood\d@example\.org$/)
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual(['flood0@example.org', 'flood1@example.org'])
    expect(await resultsRows(records.map((record) => record.id))).toHaveLength(2)
    const last = records.at(-1)!
    const title = await generateMetadata({ params: Promise.resolve({ token: last.resultsPath.split('/').pop()! }) })
    expect(title.title).toBe('Your Assessment Results')
  })
})

describe('results e-mails beyond the hourly cap for everyone', () => {
  it('wait for a later hour without spending a try, are never failed for waiting, and the dashboard says when the cap was reached', async () => {
    const cap = resultsPerHour()
    const used = (await sharedState(payload).rateLimits.peek(`${cap.name}:all`, Date.now())).count
    process.env.RESULTS_EMAILS_PER_HOUR = String(used + 1)
    const records = []
    try {
      for (const name of ['founder', 'second', 'third']) records.push(await submit(`${name}@waiting.example`))
      // Far more rounds than a delivery has tries (7): waiting is no try.
      await runDue(payload, 'leads', 10)
      expect(mailsTo(/@waiting\.example$/)).toHaveLength(1)
      const rows = await resultsRows(records.map((record) => record.id))
      expect(rows.map((row) => [row.status, row.attempts]).sort()).toEqual([
        ['pending', 0],
        ['pending', 0],
        ['sent', 1],
      ])
      for (const row of rows.filter((row) => row.status === 'pending')) expect(row.lastError).toMatch(/^Waiting: /)
      const waitingJobs = (await openJobs(payload, 'leads')).filter((job) => job.taskSlug === 'deliverLead')
      expect(waitingJobs).toHaveLength(2)
      for (const job of waitingJobs) expect(Date.parse(job.waitUntil!)).toBeGreaterThan(Date.now() + 30 * 60 * 1000)
      const status = await call(crmStatusRoute.GET, '/api/crm/status', admin)
      expect((status.json() as { mailLimits: unknown }).mailLimits).toMatchObject({
        resultsEmails: { limit: used + 1, waiting: 2, reachedAt: expect.any(String) },
      })
    } finally {
      delete process.env.RESULTS_EMAILS_PER_HOUR
    }
    // A free hour: every waiting founder gets their e-mail.
    await runDue(payload, 'leads', 2)
    expect(mailsTo(/@waiting\.example$/)).toHaveLength(3)
    expect((await resultsRows(records.map((record) => record.id))).map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ])
  })
})
