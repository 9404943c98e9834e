import { spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as metricsRoute } from '@/app/api/metrics/route'
import { snapshotNow } from '@/backups/run'
import { LEADS_QUEUE } from '@/leads/jobs'
import { observeRequest } from '@/metrics/http'
import { metrics } from '@/metrics/registry'

import { backupDeps, tempDir } from './backups/harness'
import { ADMIN_KEY, apiRequest, testPayload } from './helpers'
import { makeInquiry } from './inbox/fixtures'

const METRICS_TOKEN = 'metrics-token-for-the-scraper'
process.env.METRICS_TOKEN = METRICS_TOKEN

let payload: Payload
let server: Server
let base = ''

beforeAll(async () => {
  payload = await testPayload()
  // The front server's part: every request counted, whatever answers it.
  server = createServer((req, res) => {
    observeRequest(req, res)
    res.writeHead(req.url?.startsWith('/api/contact/') ? 200 : 404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) =>
  metricsRoute(apiRequest('/api/metrics', { headers }), undefined as never)

/** The value of one series in the text format, 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

const metricsText = async () => {
  const response = await scrape()
  expect(response.status).toBe(200)
  return response.text()
}

describe('GET /api/metrics', () => {
  it('is a 401 without the token, or with a wrong one', async () => {
    const none = await scrape({})
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    expect(await none.text()).toBe('Unauthorized: send METRICS_TOKEN (or the admin key) as a bearer token')
    expect((await scrape({ authorization: 'Bearer not-the-token' })).status).toBe(401)
    expect((await scrape({ authorization: `Basic ${METRICS_TOKEN}` })).status).toBe(401)
    expect((await scrape({ 'x-api-key': 'wrong-key' })).status).toBe(401)
  })

  it('answers the Prometheus text format for METRICS_TOKEN, or the admin key as a bearer or x-api-key', async () => {
    const credentials: Record<string, string>[] = [
      { authorization: `Bearer ${METRICS_TOKEN}` },
      { authorization: `Bearer ${ADMIN_KEY}` },
      { 'x-api-key': ADMIN_KEY },
    ]
    for (const headers of credentials) {
      const response = await scrape(headers)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
      const text = await response.text()
      for (const name of [
        'http_requests_total',
        'http_request_duration_seconds',
        'analytics_events_accepted_total',
        'analytics_events_stored_total',
        'jobs_queued',
        'jobs_failed',
        'lead_deliveries_failing',
        'backup_last_success_timestamp_seconds',
        'backup_failures',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
      ])
        expect(text).toContain(`# TYPE ${name} `)
    }
  })

  it('counts requests by route and status with their latency, and carries no personal data', async () => {
    const lead = await makeInquiry(payload, { email: 'private-person@example.com' })
    const ok = 'http_requests_total{method="GET",route="/api/contact/:id",status="200"}'
    const missing = 'http_requests_total{method="GET",route="(unmatched)",status="404"}'
    const latency = 'http_request_duration_seconds_count{method="GET",route="/api/contact/:id"}'
    const before = await metricsText()
    for (let i = 0; i < 3; i += 1) await fetch(`${base}/api/contact/${lead.id}?email=private-person@example.com`)
    await fetch(`${base}/wp-login.php?user=private-person@example.com`)
    const after = await metricsText()
    expect(value(after, ok) - value(before, ok)).toBe(3)
    expect(value(after, latency) - value(before, latency)).toBe(3)
    expect(value(after, missing) - value(before, missing)).toBe(1)
    expect(after).not.toContain('private-person')
    expect(after).not.toContain(`/api/contact/${lead.id}`)
  })

  it('makes no label of a word a visitor puts in a path', async () => {
    for (const word of ['anyword', 'another-word', '%E2%80%8B']) await fetch(`${base}/api/contact/${word}`)
    await fetch(`${base}/api/contact/anyword/deeper`)
    const text = await metricsText()
    expect(text).not.toMatch(/anyword|another-word|%E2/)
    expect(text).toContain('route="/api/contact/:id"')
  })

  it('follows the job queues, the failing deliveries, the tracker events and the last backup', async () => {
    const queued = `jobs_queued{queue="${LEADS_QUEUE}"}`
    const failing = 'lead_deliveries_failing{channel="webhook"}'
    const lead = await makeInquiry(payload)
    const before = await metricsText()
    await payload.jobs.queue({ task: 'requeueLeads', input: {}, queue: LEADS_QUEUE })
    await payload.create({
      collection: 'lead-deliveries',
      overrideAccess: true,
      data: {
        key: `inquiry:${lead.id}:webhook`,
        channel: 'webhook',
        status: 'failed',
        attempts: 5,
        contactInquiry: lead.id,
      },
    })
    metrics().eventCounts = () => ({ accepted: 7, stored: 5 })
    await snapshotNow(backupDeps(payload, { dir: tempDir('backups') }))
    const after = await metricsText()
    expect(value(after, queued) - value(before, queued)).toBe(1)
    expect(value(after, failing) - value(before, failing)).toBe(1)
    expect(value(after, 'analytics_events_accepted_total')).toBe(7)
    expect(value(after, 'analytics_events_stored_total')).toBe(5)
    expect(value(after, 'backup_last_success_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60)
    expect(value(after, 'backup_failures')).toBe(0)
  })

  it('passes promtool check metrics: well-formed HELP and TYPE, no counter-style _total on a gauge', async () => {
    const text = await metricsText()
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name, type }))
    expect(types.length).toBeGreaterThan(20)
    for (const { name, type } of types) {
      expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(type)
      expect(name).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/)
      expect(text).toMatch(new RegExp(`^# HELP ${name} \\S`, 'm'))
      if (type !== 'counter') expect(name, `${type} ${name}`).not.toMatch(/_total$/)
    }
    // The same check by Prometheus' own tool where it is installed (Debian: apt-get install prometheus).
    const promtool = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })
    if (promtool.error) return
    expect(`${promtool.stdout}${promtool.stderr}`).toBe('')
    expect(promtool.status).toBe(0)
  })
})
