import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import * as confirmRoute from '@/app/api/newsletter/confirm/route'
import * as subscribeRoute from '@/app/api/newsletter/route'
import * as subscribersRoute from '@/app/api/newsletter/subscribers/route'
import * as unsubscribeRoute from '@/app/api/newsletter/unsubscribe/route'
import * as posts from '@/app/api/blog/posts/route'
import { INVALID_FIELDS_HEADER } from '@/contracts/errors'
import { NEWSLETTER_SUBSCRIBE_ANSWER } from '@/contracts/newsletter'
import { findPersonRecords } from '@/leads/personal-data'

import { SmtpSink } from '../../fixtures/smtp-sink'
import { postBody } from '../api/bodies'
import { admin, call, nextIp } from '../api/fixtures'
import { testPayload } from '../helpers'
import { runDue } from '../leads/queue'

const SMTP_PORT = 4833
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4833'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload
const sink = new SmtpSink()

beforeAll(async () => {
  await sink.start(SMTP_PORT)
  payload = await testPayload()
})
afterAll(() => sink.stop())
beforeEach(() => {
  sink.messages.length = 0
})

const subscribe = (email: unknown, ip = nextIp()) =>
  call(subscribeRoute.POST, '/api/newsletter', { ip, body: { email } })
const linkIn = (text: string, action: string) =>
  new RegExp(`https://www\\.keystone\\.example(/api/newsletter/${action}\\?token=[A-Za-z0-9_.-]+)`).exec(text)?.[1] ??
  ''
const follow = (handler: typeof confirmRoute.GET, path: string, method = 'GET') =>
  call(handler as never, path, { method, ...(method === 'POST' ? { rawBody: 'List-Unsubscribe=One-Click' } : {}) })
const publish = async (title: string) =>
  (await call(posts.POST, '/api/blog/posts', { ...admin, body: { ...postBody(title), isPublished: true } })).json() as {
    id: number
  }
const drain = () => runDue(payload, 'newsletter', 3)

describe('the newsletter', () => {
  it('subscribe → confirm → publish → one e-mail per confirmed subscriber with one-click unsubscribe → unsubscribe → none', async () => {
    for (const email of ['ann@founders.example', 'Bob@Founders.example']) {
      const answer = await subscribe(email)
      expect(answer.status).toBe(202)
      expect(answer.json()).toEqual({ message: NEWSLETTER_SUBSCRIBE_ANSWER })
    }
    expect(sink.messages).toHaveLength(0)
    await drain()
    // Sent to the address as typed (the mailbox key only counts).
    expect(sink.messages.map((mail) => mail.to[0].toLowerCase()).sort()).toEqual([
      'ann@founders.example',
      'bob@founders.example',
    ])
    const annConfirmation = sink.messages.find((mail) => mail.to[0] === 'ann@founders.example')!
    expect(annConfirmation.subject).toContain('Confirm your subscription')
    const confirmPath = linkIn(annConfirmation.text, 'confirm')
    expect(confirmPath).not.toBe('')
    // Only Ann confirms; twice gives the same answer.
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await follow(confirmRoute.GET, confirmPath)
      expect(confirmed.status).toBe(200)
      expect(confirmed.text).toContain('Your subscription is confirmed')
    }

    sink.messages.length = 0
    const post = await publish('Succession, Revisited')
    await drain()
    expect(sink.messages).toHaveLength(1)
    const [issue] = sink.messages
    expect(issue.to).toEqual(['ann@founders.example'])
    expect(issue.subject).toBe('New insight: Succession, Revisited')
    expect(issue.text).toContain(`https://www.keystone.example/insights/succession-revisited-${post.id}`)
    const header = (key: string) =>
      issue.parsed.headerLines
        .find((line) => line.key === key)
        ?.line.replace(/\r\n\s+/g, ' ')
        .replace(/^[^:]+:\s*/, '')
    const listUnsubscribe = header('list-unsubscribe') ?? ''
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const unsubscribePath = /<https:\/\/www\.keystone\.example(\/api\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(
      listUnsubscribe,
    )?.[1]
    expect(unsubscribePath).toBeTruthy()

    // An edit of the live post sends nothing; one-click unsubscribe works without signing in, once or many times.
    for (let i = 0; i < 2; i += 1) {
      const gone = await follow(unsubscribeRoute.POST, unsubscribePath!, 'POST')
      expect(gone.status).toBe(200)
      expect(gone.text).toContain('You are unsubscribed')
    }
    expect((await follow(unsubscribeRoute.GET, unsubscribePath!)).status).toBe(200)
    sink.messages.length = 0
    await publish('A Second Insight')
    await drain()
    expect(sink.messages).toHaveLength(0)
  })

  it('answers the same for a known address and sends it at most one confirmation a day', async () => {
    const first = await subscribe('cy@founders.example')
    await drain()
    expect(sink.messages).toHaveLength(1)
    const again = await subscribe('CY@founders.example ')
    expect(again.status).toBe(first.status)
    expect(again.text).toBe(first.text)
    await drain()
    expect(sink.messages).toHaveLength(1)
  })

  it('refuses an address that is not one (400 naming email) and a link this site did not sign', async () => {
    const bad = await subscribe('not-an-address')
    expect(bad.status).toBe(400)
    expect(bad.headers.get(INVALID_FIELDS_HEADER)).toBe('email')
    for (const token of ['', 'abc', 'MQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await follow(confirmRoute.GET, `/api/newsletter/confirm?token=${token}`)).status).toBe(400)
      expect((await follow(unsubscribeRoute.GET, `/api/newsletter/unsubscribe?token=${token}`)).status).toBe(400)
    }
  })

  it('limits subscribe requests per client and per address', async () => {
    const ip = nextIp()
    const answers = []
    for (let i = 0; i < 6; i += 1) answers.push((await subscribe(`many${i}@founders.example`, ip)).status)
    expect(answers).toEqual([202, 202, 202, 202, 202, 429])
    const perAddress = []
    for (let i = 0; i < 4; i += 1) perAddress.push((await subscribe('dee@founders.example')).status)
    expect(perAddress).toEqual([202, 202, 202, 429])
  })

  it("is part of a person's data: found (and so exported and erased) by address", async () => {
    await subscribe('eve@founders.example')
    const records = await findPersonRecords(payload, 'EVE@founders.example')
    expect(records.byCollection.get('newsletter-subscribers')?.map((doc) => doc.email)).toEqual([
      'eve@founders.example',
    ])
  })

  it('is read by admins only', async () => {
    await expect(payload.find({ collection: 'newsletter-subscribers', overrideAccess: false })).rejects.toThrow(
      'You are not allowed to perform this action.',
    )
  })

  it('counts confirmed and pending subscribers for the dashboard, for admins only', async () => {
    const counts = async () => (await call(subscribersRoute.GET, '/api/newsletter/subscribers', admin)).json()
    const before = (await counts()) as { confirmed: number; pending: number }
    await subscribe('fay@founders.example')
    await subscribe('gus@founders.example')
    await drain()
    const fay = sink.messages.find((mail) => mail.to[0] === 'fay@founders.example')!
    await follow(confirmRoute.GET, linkIn(fay.text, 'confirm'))
    expect(await counts()).toEqual({ confirmed: before.confirmed + 1, pending: before.pending + 1 })
    expect((await call(subscribersRoute.GET, '/api/newsletter/subscribers')).status).toBe(401)
  })

  it('answers a confirmed address the same and sends it nothing; a confirm link does not unsubscribe', async () => {
    await subscribe('hal@founders.example')
    await drain()
    const confirmPath = linkIn(sink.messages[0].text, 'confirm')
    await follow(confirmRoute.GET, confirmPath)
    sink.messages.length = 0
    const again = await subscribe('hal@founders.example')
    expect(again.status).toBe(202)
    expect(again.json()).toEqual({ message: NEWSLETTER_SUBSCRIBE_ANSWER })
    await drain()
    expect(sink.messages).toHaveLength(0)
    const wrongAction = confirmPath.replace('/confirm?', '/unsubscribe?')
    expect((await follow(unsubscribeRoute.GET, wrongAction)).status).toBe(400)
  })
})
