import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import * as subscribeRoute from '@/app/api/newsletter/route'
import * as crmStatusRoute from '@/app/api/crm/status/route'
import { confirmationsPerHour } from '@/newsletter/subscribe'
import { sharedState } from '@/shared-state'

import { mailedPayload } from '../mailed-payload'
import { admin, call, nextIp } from '../api/fixtures'
import { openJobs, runDue } from '../leads/queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4843'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload

const sink = mailedPayload((started) => (payload = started))
beforeEach(() => {
  sink.messages.length = 0
})

const subscribe = (email: string) => call(subscribeRoute.POST, '/api/newsletter', { ip: nextIp(), body: { email } })
const drain = () => runDue(payload, 'newsletter', 3)
const mailsTo = (pattern: RegExp) => sink.messages.filter((mail) => pattern.test(mail.to[0]))
const subscribers = async (pattern: RegExp) =>
  (await payload.find({ collection: 'newsletter-subscribers', overrideAccess: true, pagination: false })).docs.filter(
    (doc) => pattern.test(doc.email),
  )

describe('newsletter confirmations to one mailbox', () => {
  it('reach it once a day from many clients, however the address is spelled, and it is one subscriber', async () => {
    const answers = []
    for (const email of [
      'victim@example.com',
      'victim+1@example.com',
      'Victim@Example.com',
      'victim+2@example.com',
      ' VICTIM+3@example.com ',
    ])
      answers.push((await subscribe(email)).status)
    // The requests for one mailbox are limited too (3 a day), whatever its spelling.
    expect(answers).toEqual([202, 202, 202, 429, 429])
    await drain()
    expect(mailsTo(/victim/i)).toHaveLength(1)
    // Sent to the address as first typed.
    expect(mailsTo(/victim/i)[0].to).toEqual(['victim@example.com'])
    expect((await subscribers(/victim/i)).map((doc) => doc.mailbox)).toEqual(['victim@example.com'])
  })

  it('treat dots in a Gmail address as the one mailbox they reach, and elsewhere as distinct mailboxes', async () => {
    for (const email of ['a.b@gmail.com', 'ab@gmail.com', 'A.B+x@googlemail.com', 'a.b@example.com', 'ab@example.com'])
      await subscribe(email)
    await drain()
    expect(mailsTo(/@g(oogle)?mail\.com$/i)).toHaveLength(1)
    expect(mailsTo(/^(a\.b|ab)@example\.com$/)).toHaveLength(2)
  })
})

describe('newsletter confirmations for everyone', () => {
  it('are capped per hour: beyond the cap sign-ups wait for a later hour, nothing lost, and the dashboard says so', async () => {
    const cap = confirmationsPerHour()
    const used = (await sharedState(payload).rateLimits.peek(`${cap.name}:all`, Date.now())).count
    process.env.NEWSLETTER_CONFIRMATIONS_PER_HOUR = String(used + 2)
    try {
      for (const name of ['one', 'two', 'three', 'four']) await subscribe(`${name}@flood.example`)
      await payload.jobs.run({ queue: 'newsletter', limit: 100, silent: { info: true, error: true } })
      expect(mailsTo(/@flood\.example$/)).toHaveLength(2)
      const waiting = (await openJobs(payload, 'newsletter')).filter(
        (job) => job.taskSlug === 'sendNewsletterConfirmation',
      )
      expect(waiting).toHaveLength(2)
      for (const job of waiting) {
        expect(Date.parse(job.waitUntil!)).toBeGreaterThan(Date.now() + 30 * 60 * 1000)
        expect(job.totalTried ?? 0).toBe(0)
      }
      const status = await call(crmStatusRoute.GET, '/api/crm/status', admin)
      expect((status.json() as { mailLimits: unknown }).mailLimits).toMatchObject({
        confirmations: { limit: used + 2, waiting: 2, reachedAt: expect.any(String) },
      })
    } finally {
      delete process.env.NEWSLETTER_CONFIRMATIONS_PER_HOUR
    }
    // The next hour (the default cap again here): every waiting sign-up gets its confirmation.
    await drain()
    expect(
      mailsTo(/@flood\.example$/)
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual(['four@flood.example', 'one@flood.example', 'three@flood.example', 'two@flood.example'])
  })
})
