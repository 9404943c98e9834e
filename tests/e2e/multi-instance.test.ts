/**
 * Three production instances on one SQLite file behind a round-robin proxy behave as one server:
 * limits, jobs, advisor order and analytics visits are shared, and stopping an instance under load
 * loses nothing it accepted.
 */
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { VisitorAnalytics } from '@/contracts/analytics-answers'

import { BROWSER_USER_AGENTS } from '../fixtures/user-agents'
import { FakeOpenAi, validAnswer } from '../integration/fake-openai'
import { type Cluster, SIMULATED_CLIENT, startCluster } from './cluster'

const BASE_PORT = Number(process.env.MULTI_PORT ?? 4510)
const INSTANCES = 3

let cluster: Cluster
const openAi = new FakeOpenAi()

type Options = { method?: string; body?: unknown; key?: string; client?: string; userAgent?: string }

async function call(path: string, options: Options = {}) {
  const headers: Record<string, string> = { [SIMULATED_CLIENT]: options.client ?? '192.0.2.200' }
  if (options.key !== undefined) headers['x-api-key'] = options.key
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.userAgent) headers['user-agent'] = options.userAgent
  const response = await fetch(cluster.baseURL + path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const admin = (path: string, options: Options = {}) =>
  call(path, { ...options, key: cluster.adminKey, client: '192.0.2.250' })
const json = <T>(answer: { text: string }) => JSON.parse(answer.text) as T

const inquiry = (n: number) => ({
  firstName: 'Multi',
  lastName: `Instance ${n}`,
  email: `multi${n}@example.com`,
  industry: 'Manufacturing',
  inquiryType: 'partnership',
  message: 'We are a family-run maker of precision parts looking for growth capital for a second plant.',
  url: '',
  honeypot: '',
  website_url: '',
  formStartTime: Date.now() - 10_000,
})

const advisor = (n: number) => ({
  name: `Advisor ${n}`,
  title: 'Operating Partner',
  company: `Company ${n}`,
  expertise: 'Operations',
  description: 'Helps founders scale operations.',
})

const pageview = (path: string) => ({
  name: 'pageview',
  url: `http://keystone.example${path}`,
  referrer: '',
  width: 1440,
})

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

beforeAll(async () => {
  await openAi.start()
  openAi.mode = { kind: 'answer', content: validAnswer }
  cluster = await startCluster({
    count: INSTANCES,
    basePort: BASE_PORT,
    env: { OPENAI_API_KEY: 'sk-multi', OPENAI_BASE_URL: openAi.baseURL, OPENAI_MODEL: 'multi-model' },
  })
}, 600_000)

afterAll(async () => {
  await cluster?.stop()
  await openAi.stop()
}, 60_000)

describe(`${INSTANCES} instances behind a round-robin proxy`, () => {
  it('spread requests over every instance', async () => {
    const before = [...cluster.served]
    for (let n = 0; n < INSTANCES * 2; n += 1) expect((await call('/api/health')).status).toBe(200)
    expect(cluster.served.map((count, index) => count - before[index])).toEqual(cluster.served.map(() => 2))
  })

  it('lock a client out on all of them after 10 wrong keys spread over them', async () => {
    const client = '203.0.113.10'
    for (let n = 0; n < 10; n += 1) {
      expect((await call('/api/admin/validate', { client, body: { apiKey: `wrong-${n}` } })).status).toBe(401)
    }
    for (let n = 0; n < INSTANCES; n += 1) {
      const refused = await call('/api/contact', { client, key: cluster.adminKey })
      expect(refused.status).toBe(429)
      expect(refused.text).toBe('Too many failed attempts. Try again later.')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800)
    }
    expect(
      (await call('/api/admin/validate', { client: '203.0.113.11', body: { apiKey: cluster.adminKey } })).status,
    ).toBe(200)
  })

  it('count the contact form’s 10-minute limit over all of them', async () => {
    const statuses = []
    for (let n = 0; n < 6; n += 1)
      statuses.push((await call('/api/contact', { client: '203.0.113.20', body: inquiry(n) })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('analyse 50 inquiries created through different instances exactly once each', async () => {
    // The inquiries of the tests before are analysed first, so the model calls counted are these 50's.
    const inquiries = () => admin('/api/contact').then((answer) => json<unknown[]>(answer).length)
    const analyses = () => admin('/api/message-analyses').then((answer) => json<unknown[]>(answer).length)
    await waitFor(
      async () => (await inquiries()) - (await analyses()),
      (pending) => pending === 0,
      60_000,
    )
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const requestsBefore = openAi.requests.length
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        call('/api/contact', { client: `198.18.0.${n + 1}`, body: inquiry(100 + n) }),
      ),
    )
    expect(created.map((answer) => answer.status)).toEqual(created.map(() => 201))
    const ids = new Set(created.map((answer) => String(json<{ id: string | number }>(answer).id)))
    const analysed = await waitFor(
      async () =>
        json<{ contactInquiryId: string | number }[]>(await admin('/api/message-analyses')).filter((row) =>
          ids.has(String(row.contactInquiryId)),
        ),
      (rows) => rows.length >= 50,
      120_000,
    )
    expect(analysed).toHaveLength(50)
    expect(new Set(analysed.map((row) => String(row.contactInquiryId))).size).toBe(50)
    // One model call per job run: a job run twice would call the model twice.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(openAi.requests.length - requestsBefore).toBe(50)
  })

  it('leave a valid advisor order after concurrent reorders through different instances', async () => {
    for (let n = 0; n < 5; n += 1) expect((await admin('/api/advisors', { body: advisor(n) })).status).toBe(201)
    const ids = json<{ id: string | number; displayOrder: number }[]>(await admin('/api/advisors')).map((row) => row.id)
    const orders = Array.from({ length: 9 }, (_, n) =>
      [...ids.slice(n % ids.length), ...ids.slice(0, n % ids.length)].reverse(),
    )
    const answers = await Promise.all(
      orders.map((advisorIds) => admin('/api/reorder-advisors', { method: 'PUT', body: { advisorIds } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200))
    const final = json<{ id: string | number; displayOrder: number }[]>(await admin('/api/advisors'))
    expect(final.map((row) => row.displayOrder)).toEqual(ids.map((_, index) => index))
    expect(orders.map((order) => JSON.stringify(order))).toContain(JSON.stringify(final.map((row) => row.id)))
  })

  it('show a content change on every instance within seconds, not only on the one that made it', async () => {
    const onEach = () =>
      Promise.all(
        cluster.instances.map(async (instance) => (await fetch(`http://127.0.0.1:${instance.port}/team`)).text()),
      )
    await onEach()
    const name = `Synced Advisor ${Date.now()}`
    expect((await admin('/api/advisors', { body: { ...advisor(99), name } })).status).toBe(201)
    const pages = await waitFor(onEach, (html) => html.every((page) => page.includes(name)), 20_000)
    expect(pages.map((page) => page.includes(name))).toEqual(cluster.instances.map(() => true))
  })

  it('count a visitor whose page views alternate between instances as one visitor and one visit', async () => {
    const report = async () => json<VisitorAnalytics>(await admin('/api/visitor-analytics?range=7d'))
    const before = await report()
    const visitor = { client: '198.51.100.77', userAgent: BROWSER_USER_AGENTS[3] }
    for (const [index, path] of ['/', '/team', '/insights'].entries()) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, 2000))
      expect((await call('/api/events', { ...visitor, body: pageview(path) })).status).toBe(202)
    }
    const after = await waitFor(report, (current) => current.pageViews >= before.pageViews + 3, 15_000)
    expect(after.pageViews - before.pageViews).toBe(3)
    expect(after.totalVisitors - before.totalVisitors).toBe(1)
    // One visit of three pages: no bounce, about 4 seconds long.
    expect(after.bounceRate).toBe(0)
    expect(after.avgSessionDuration).toBeGreaterThanOrEqual(4)
    expect(after.avgSessionDuration).toBeLessThanOrEqual(8)
  })

  it('lose no accepted event and no inquiry when one instance is stopped under load', async () => {
    const db = createClient({ url: `file:${cluster.databaseFile}` })
    const storedEvents = async () => Number((await db.execute('SELECT COUNT(*) AS n FROM analytics_events')).rows[0].n)
    const inquiriesBefore = json<unknown[]>(await admin('/api/contact')).length
    const eventsBefore = await storedEvents()

    let accepted = 0
    let createdInquiries = 0
    let sent = 0
    const refused: string[] = []
    const load = async (worker: number) => {
      for (let n = 0; n < 60; n += 1) {
        sent += 1
        const client = `100.${64 + worker}.${n}.1`
        const answer =
          n % 10 === 0
            ? await call('/api/contact', { client, body: inquiry(1000 + worker * 100 + n) })
            : await call('/api/events', {
                client,
                userAgent: BROWSER_USER_AGENTS[n % 20],
                body: pageview(`/load/${worker}/${n}`),
              })
        if (answer.status === 202) accepted += 1
        if (answer.status === 201) createdInquiries += 1
        if (answer.status !== 201 && answer.status !== 202)
          refused.push(`${answer.status} ${answer.text.slice(0, 200)}`)
      }
    }
    const running = Promise.all(Array.from({ length: 10 }, (_, worker) => load(worker)))
    await waitFor(
      async () => sent,
      (count) => count >= 200,
      60_000,
    )
    const exitCode = await cluster.terminate(1)
    await running

    expect(exitCode).toBe(0)
    expect(cluster.instances[1].output()).toContain('SIGTERM')
    expect(sent).toBe(600)
    expect(refused).toEqual([])
    expect(accepted + createdInquiries).toBe(600)
    // The other instances write their buffers every second.
    const stored = await waitFor(storedEvents, (count) => count - eventsBefore >= accepted, 10_000)
    expect(stored - eventsBefore).toBe(accepted)
    expect(json<unknown[]>(await admin('/api/contact')).length - inquiriesBefore).toBe(createdInquiries)
    db.close()
  })
})
