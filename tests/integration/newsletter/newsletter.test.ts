import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import * as confirmRoute from '@/app/api/newsletter/confirm/route'
import * as subscribeRoute from '@/app/api/newsletter/route'
import * as subscribersRoute from '@/app/api/newsletter/subscribers/route'
import * as unsubscribeRoute from '@/app/api/newsletter/unsubscribe/route'
import * as posts from '@/app/api/blog/posts/route'
import { INVALID_FIELDS_HEADER } from '@/contracts/errors'
import {
  NEWSLETTER_BAD_LINK,
  NEWSLETTER_CONFIRM_LINK_MS,
  NEWSLETTER_EXPIRED_LINK,
  NEWSLETTER_SUBSCRIBE_ANSWER,
  NEWSLETTER_UNSUBSCRIBED_ANSWER,
} from '@/contracts/newsletter'
import { findPersonRecords } from '@/leads/personal-data'
import { confirmLink, followConfirmLink, unsubscribeLink, unsubscribeUrl } from '@/newsletter/links'
import { requestSubscription } from '@/newsletter/subscribe'

import { mailedPayload } from '../mailed-payload'
import { postBody } from '../api/bodies'
import { admin, call, nextIp } from '../api/fixtures'
import { routeParams } from '../helpers'
import { runDue } from '../leads/queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4833'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload

const sink = mailedPayload((started) => (payload = started))
beforeEach(() => {
  sink.messages.length = 0
})

const subscribe = (email: unknown, ip = nextIp()) =>
  call(subscribeRoute.POST, '/api/newsletter', { ip, body: { email } })
const linkIn = (text: string, action: string) =>
  new RegExp(`https://www\\.keystone\\.example(/newsletter/${action}\\?token=[A-Za-z0-9_.-]+)`).exec(text)?.[1] ?? ''
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
/** A program's POST to a link (the page's address is rewritten to the API; the handler reads only the query). */
const follow = (handler: typeof confirmRoute.POST, path: string, headers: Record<string, string> = {}) =>
  call(handler as never, path, {
    method: 'POST',
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { ...FORM, ...headers },
  })
const open = (handler: typeof confirmRoute.GET, path: string) =>
  call(handler as never, path, { headers: { accept: 'text/html' } })
const tokenOf = (path: string) => new URL(path, 'https://x').searchParams.get('token')!
const stored = async (email: string) =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs[0]
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
      const confirmed = await follow(confirmRoute.POST, confirmPath)
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
    // The post's link goes through the counted click link, which names the post's page (and nobody).
    const read = /https:\/\/www\.keystone\.example\/api\/newsletter\/click\?[^\s\]]+/.exec(issue.text)?.[0] ?? ''
    expect(new URL(read).searchParams.get('u')).toBe(
      `https://www.keystone.example/insights/succession-revisited-${post.id}`,
    )
    expect(read).not.toContain('ann')
    const header = (key: string) =>
      issue.parsed.headerLines
        .find((line) => line.key === key)
        ?.line.replace(/\r\n\s+/g, ' ')
        .replace(/^[^:]+:\s*/, '')
    const listUnsubscribe = header('list-unsubscribe') ?? ''
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const unsubscribePath = /<https:\/\/www\.keystone\.example(\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(
      listUnsubscribe,
    )?.[1]
    expect(unsubscribePath).toBeTruthy()
    expect(linkIn(issue.text, 'unsubscribe')).toBe(unsubscribePath)

    // An edit of the live post sends nothing; one-click unsubscribe works without signing in, once or many times.
    for (let i = 0; i < 2; i += 1) {
      const gone = await follow(unsubscribeRoute.POST, unsubscribePath!)
      expect(gone.status).toBe(200)
      expect(gone.text).toContain('You are unsubscribed')
    }
    expect((await open(unsubscribeRoute.GET, unsubscribePath!)).status).toBe(303)
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
    for (const token of ['', 'abc', 'MQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'MQ']) {
      const confirmed = await follow(confirmRoute.POST, `/api/newsletter/confirm?token=${token}`)
      expect(confirmed.status).toBe(400)
      expect(confirmed.text).toBe(NEWSLETTER_BAD_LINK)
      const unsubscribed = await follow(unsubscribeRoute.POST, `/api/newsletter/unsubscribe?token=${token}`)
      expect(unsubscribed.status).toBe(400)
      expect(unsubscribed.text).toBe(NEWSLETTER_BAD_LINK)
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
    await follow(confirmRoute.POST, linkIn(fay.text, 'confirm'))
    expect(await counts()).toMatchObject({ confirmed: before.confirmed + 1, pending: before.pending + 1 })
    expect((await call(subscribersRoute.GET, '/api/newsletter/subscribers')).status).toBe(401)
  })

  it('answers a confirmed address the same and sends it nothing; a confirm link does not unsubscribe', async () => {
    await subscribe('hal@founders.example')
    await drain()
    const confirmPath = linkIn(sink.messages[0].text, 'confirm')
    await follow(confirmRoute.POST, confirmPath)
    sink.messages.length = 0
    const again = await subscribe('hal@founders.example')
    expect(again.status).toBe(202)
    expect(again.json()).toEqual({ message: NEWSLETTER_SUBSCRIBE_ANSWER })
    await drain()
    expect(sink.messages).toHaveLength(0)
    const wrongAction = confirmPath.replace('/confirm?', '/unsubscribe?')
    expect((await follow(unsubscribeRoute.POST, wrongAction)).status).toBe(400)
    expect((await stored('hal@founders.example')).status).toBe('confirmed')
  })
})

describe("the newsletter's links", () => {
  const pathOf = (url: string) => {
    const { pathname, search } = new URL(url)
    return pathname + search
  }
  const confirmationFor = async (email: string) => {
    await subscribe(email)
    await drain()
    return linkIn(sink.messages.find((mail) => mail.to[0] === email)!.text, 'confirm')
  }
  const apiPathOf = (pagePath: string) => pagePath.replace('/newsletter/', '/api/newsletter/')

  it('change nothing on a GET, which leads to their page; the button (a POST) confirms, then unsubscribes', async () => {
    const email = 'ida@founders.example'
    const confirmPath = await confirmationFor(email)
    expect(confirmPath).toMatch(/^\/newsletter\/confirm\?token=/)
    // The API's address (in e-mails sent before the pages) leads anyone to the page.
    for (const headers of [{ accept: 'text/html' }, {}] as Record<string, string>[]) {
      const opened = await call(confirmRoute.GET as never, apiPathOf(confirmPath), { headers })
      expect(opened.status).toBe(303)
      expect(opened.headers.get('location')).toBe(confirmPath)
    }
    expect((await stored(email)).status).toBe('pending')
    expect((await confirmLink(payload, tokenOf(confirmPath))).state).toBe('confirmable')

    // A browser's form POST confirms and goes back to the page, which then shows the outcome.
    const pressed = await follow(confirmRoute.POST, confirmPath, { accept: 'text/html,application/xhtml+xml' })
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe(confirmPath)
    expect((await stored(email)).status).toBe('confirmed')
    expect((await confirmLink(payload, tokenOf(confirmPath))).state).toBe('confirmed')

    const unsubscribePath = pathOf(unsubscribeUrl(payload, (await stored(email)).id))
    const opened = await open(unsubscribeRoute.GET, apiPathOf(unsubscribePath))
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(unsubscribePath)
    expect((await stored(email)).status).toBe('confirmed')
    expect((await unsubscribeLink(payload, tokenOf(unsubscribePath))).state).toBe('subscribed')
    const left = await follow(unsubscribeRoute.POST, unsubscribePath, { accept: 'text/html' })
    expect(left.status).toBe(303)
    expect(left.headers.get('location')).toBe(unsubscribePath)
    expect((await stored(email)).status).toBe('unsubscribed')
    expect((await unsubscribeLink(payload, tokenOf(unsubscribePath))).state).toBe('unsubscribed')
  })

  it('a confirmation link expires 7 days after its e-mail was sent', async () => {
    const email = 'jo@founders.example'
    const confirmPath = await confirmationFor(email)
    const token = tokenOf(confirmPath)
    const sentAt = Date.parse((await stored(email)).confirmationSentAt!)
    const late = new Date(sentAt + NEWSLETTER_CONFIRM_LINK_MS + 1000)
    expect(await followConfirmLink(payload, token, late)).toBe('expired')
    expect((await stored(email)).status).toBe('pending')
    vi.useFakeTimers({ toFake: ['Date'], now: late })
    try {
      const answer = await follow(confirmRoute.POST, confirmPath)
      expect(answer.status).toBe(410)
      expect(answer.text).toBe(NEWSLETTER_EXPIRED_LINK)
    } finally {
      vi.useRealTimers()
    }
    expect((await stored(email)).status).toBe('pending')
    expect(await followConfirmLink(payload, token, new Date(sentAt + NEWSLETTER_CONFIRM_LINK_MS))).toBe('confirmed')
    expect((await stored(email)).status).toBe('confirmed')
  })

  it('an old confirmation link does nothing after an unsubscribe, also once a newer one was sent', async () => {
    const email = 'kit@founders.example'
    const firstPath = await confirmationFor(email)
    expect((await follow(confirmRoute.POST, firstPath)).status).toBe(200)
    const unsubscribePath = pathOf(unsubscribeUrl(payload, (await stored(email)).id))
    expect((await follow(unsubscribeRoute.POST, unsubscribePath)).status).toBe(200)
    const old = await follow(confirmRoute.POST, firstPath)
    expect(old.status).toBe(400)
    expect(old.text).toBe(NEWSLETTER_BAD_LINK)
    expect((await stored(email)).status).toBe('unsubscribed')

    // Subscribing again the next day sends a new link: it confirms, the old one still does nothing.
    sink.messages.length = 0
    await requestSubscription(payload, email, new Date(Date.now() + 25 * 60 * 60 * 1000))
    await drain()
    const secondPath = linkIn(sink.messages[0].text, 'confirm')
    expect(secondPath).not.toBe(firstPath)
    expect((await follow(confirmRoute.POST, firstPath)).status).toBe(400)
    expect((await stored(email)).status).toBe('unsubscribed')
    expect((await follow(confirmRoute.POST, secondPath)).status).toBe(200)
    expect((await stored(email)).status).toBe('confirmed')
    expect((await follow(confirmRoute.POST, firstPath)).status).toBe(400)
  })

  it('take the RFC 8058 one-click POST as a mail client sends it, as form data too', async () => {
    const email = 'lou@founders.example'
    await follow(confirmRoute.POST, await confirmationFor(email))
    const unsubscribePath = pathOf(unsubscribeUrl(payload, (await stored(email)).id))
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const response = await unsubscribeRoute.POST(
      new Request(new URL(unsubscribePath, 'https://www.keystone.example'), { method: 'POST', body: form }),
      routeParams({}) as never,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED_ANSWER })
    expect((await stored(email)).status).toBe('unsubscribed')
  })
})
