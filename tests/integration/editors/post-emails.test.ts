import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import * as clickRoute from '@/app/api/newsletter/click/route'
import * as testSendRoute from '@/app/api/newsletter/test-send/route'
import { plainTextBody } from '@/insights/markdown'
import { JobRunner } from '@/jobs/runner'
import { SEND_CHUNK } from '@/newsletter/send'
import { sqliteSharedState } from '@/shared-state/sqlite'

import { mailedPayload } from '../mailed-payload'
import { admin, call } from '../api/fixtures'
import { openJobs, runDue } from '../leads/queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4871'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload
let batch = 0

const sink = mailedPayload((started) => (payload = started))
beforeEach(() => {
  sink.messages.length = 0
  process.env.NEWSLETTER_SENDS_PER_MINUTE = '10000'
})

/** `count` confirmed subscribers of their own batch (earlier batches unsubscribed, so each test counts its own). */
async function subscribers(count: number) {
  batch += 1
  await payload.update({
    collection: 'newsletter-subscribers',
    where: { status: { equals: 'confirmed' } },
    data: { status: 'unsubscribed' },
    overrideAccess: true,
  })
  const emails = Array.from({ length: count }, (_, index) => `reader${index}.b${batch}@mail.example`)
  for (const email of emails)
    await payload.create({
      collection: 'newsletter-subscribers',
      overrideAccess: true,
      data: { email, status: 'confirmed', confirmedAt: new Date().toISOString() },
    })
  return emails
}

const publish = (title: string, format: 'summary' | 'full' = 'summary', content = plainTextBody('Body text.')) =>
  payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { title, summary: `Why ${title} matters`, content, isPublished: true, newsletter: { format } },
  })

const received = (emails: readonly string[]) =>
  emails.map((email) => sink.messages.filter((mail) => mail.to.includes(email)).length)

async function drain(rounds = 6) {
  for (let round = 0; round < rounds && (await openJobs(payload, 'newsletter')).length; round += 1)
    await runDue(payload, 'newsletter')
}

describe("a post's e-mail to subscribers", () => {
  it('is branded HTML with a text part, the full article when chosen, and one-click unsubscribe', async () => {
    const [reader] = await subscribers(1)
    const body = {
      root: {
        ...plainTextBody('x').root,
        children: [
          {
            type: 'heading',
            tag: 'h2',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [
              { type: 'text', text: 'The numbers', version: 1, format: 0, detail: 0, mode: 'normal', style: '' },
            ],
          },
          ...plainTextBody('Margins rose <b>12%</b> in family firms.').root.children,
        ],
      },
    } as typeof plainTextBody extends (text: string) => infer T ? T : never
    await publish('Family <firms>', 'full', body)
    await drain()
    const [mail] = sink.messages
    expect(mail!.to).toEqual([reader])
    expect(mail!.subject).toBe('New insight: Family <firms>')
    expect(mail!.html).toContain('Family &lt;firms&gt;')
    expect(mail!.html).toContain('Margins rose &lt;b&gt;12%&lt;/b&gt; in family firms.')
    expect(mail!.html).toMatch(/<h2[^>]*><span>The numbers<\/span><\/h2>/)
    expect(mail!.html).toContain('https://www.keystone.example/apple-touch-icon.png')
    expect(mail!.html).toContain('#07142a')
    expect(mail!.text).toContain('Margins rose <b>12%</b> in family firms.')
    expect(mail!.text).toContain('Unsubscribe: https://www.keystone.example/newsletter/unsubscribe?token=')
    expect(
      mail!.parsed.headerLines.some((line) => /^list-unsubscribe-post: List-Unsubscribe=One-Click$/i.test(line.line)),
    ).toBe(true)
  })

  it('resumes an interrupted send without a second e-mail to anyone, on two instances', async () => {
    const emails = await subscribers(SEND_CHUNK + 20)
    const send = payload.sendEmail.bind(payload)
    let calls = 0
    // The mail server goes away after 30 messages of the first step: the step fails halfway.
    const spy = vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      calls += 1
      if (calls > 30) throw Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' })
      return send(message)
    })
    await publish('Interrupted')
    await runDue(payload, 'newsletter')
    spy.mockRestore()
    expect(sink.messages).toHaveLength(30)
    // Two instances run the queue (the failed step's back-off skipped) until it is empty.
    const runners = ['instance-a', 'instance-b'].map((name) => {
      const state = sqliteSharedState((payload.db as unknown as SQLiteAdapter).client)
      return new JobRunner(
        payload,
        { claims: state.jobClaims, locks: state.locks },
        [{ queue: 'newsletter', limit: 10 }],
        name,
      )
    })
    for (let pass = 0; pass < 1000 && (await openJobs(payload, 'newsletter')).length; pass += 1) {
      await payload.db.updateMany({
        collection: 'payload-jobs',
        where: { and: [{ queue: { equals: 'newsletter' } }, { completedAt: { exists: false } }] },
        data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
        returning: false,
      })
      await Promise.all(runners.map((runner) => runner.poll()))
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await Promise.all(runners.map((runner) => runner.stop(20_000)))
    expect(received(emails)).toEqual(emails.map(() => 1))
  })

  it('sends at most NEWSLETTER_SENDS_PER_MINUTE a minute, the rest waiting for the next minute', async () => {
    process.env.NEWSLETTER_SENDS_PER_MINUTE = '5'
    const emails = await subscribers(8)
    await publish('Throttled')
    await runDue(payload, 'newsletter')
    await runDue(payload, 'newsletter')
    expect(received(emails).reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(5)
    const [waiting] = await openJobs(payload, 'newsletter')
    expect(waiting?.taskSlug).toBe('newsletterIssue')
    await payload.delete({
      collection: 'payload-jobs',
      where: { queue: { equals: 'newsletter' } },
      overrideAccess: true,
    })
  })

  it('marks a subscriber bouncing when the mail server refuses them for good, and goes on', async () => {
    const emails = await subscribers(3)
    sink.failNext(1)
    await publish('Bounce')
    await drain()
    const stored = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { in: emails } },
      sort: 'id',
      overrideAccess: true,
    })
    expect(stored.docs.map((doc) => doc.status)).toEqual(['bouncing', 'confirmed', 'confirmed'])
    expect(stored.docs[0]!.bouncedAt).toBeTruthy()
    expect(received(emails)).toEqual([0, 1, 1])
  })

  it('counts clicks through signed links naming no one; a bad signature is a 404, never a redirect', async () => {
    const [reader] = await subscribers(1)
    const post = await publish('Clicks')
    await drain()
    const link = /href="(https:\/\/www\.keystone\.example\/api\/newsletter\/click\?[^"]+)"/.exec(sink.messages[0]!.html)
    const url = new URL(link![1]!.replaceAll('&amp;', '&'))
    expect(url.toString()).not.toContain(reader!.split('@')[0])
    const follow = (query: string) => call(clickRoute.GET, `/api/newsletter/click?${query}`)
    const answer = await follow(url.searchParams.toString())
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(url.searchParams.get('u'))
    await follow(url.searchParams.toString())
    expect(
      (await payload.count({ collection: 'newsletter-clicks', where: { post: { equals: post.id } } })).totalDocs,
    ).toBe(2)

    const forged = new URLSearchParams(url.searchParams)
    forged.set('u', 'https://evil.example/')
    for (const query of [
      forged.toString(),
      `${url.searchParams.toString().replace(/s=[^&]+/, 's=AAAA')}`,
      'u=https://evil.example/',
    ]) {
      const refused = await follow(query)
      expect(refused.status).toBe(404)
      expect(refused.headers.get('location')).toBeNull()
    }
  })

  it('sends a test to the editor who asks, marked as a test; the key alone is refused', async () => {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'editor@firm.example', name: 'Ed', password: 'a-long-password-1', role: 'editor' } as never,
    })
    const token = (
      await payload.login({
        collection: 'users',
        data: { email: 'editor@firm.example', password: 'a-long-password-1' },
      })
    ).token!
    const post = await publish('Tested', 'full')
    await drain()
    sink.messages.length = 0
    const asked = await call(testSendRoute.POST, '/api/newsletter/test-send', {
      headers: { authorization: `JWT ${token}` },
      body: { postId: String(post.id), format: 'full' },
    })
    expect(asked.status).toBe(202)
    expect(asked.text).toContain('editor@firm.example')
    await drain()
    expect(sink.messages.map((mail) => [mail.to[0], mail.subject])).toEqual([
      ['editor@firm.example', 'Test: New insight: Tested'],
    ])
    const keyOnly = await call(testSendRoute.POST, '/api/newsletter/test-send', {
      ...admin,
      body: { postId: String(post.id) },
    })
    expect(keyOnly.status).toBe(401)
  })
})
