/**
 * npm run bench:analytics — visitor analytics on this machine, against the production build on a
 * fresh temporary SQLite database, on 127.0.0.1 only; bounded in time, stops by itself.
 *
 * 1. Ingest: for 60 s each, interleaved in 5-second slices so background load hits both alike,
 *    POST /api/events and an empty route handler of the same server (/api/bench-empty), from
 *    distinct clients (X-Forwarded-For with TRUST_PROXY=true); throughput, p99, and events
 *    stored = events accepted.
 * 2. Reads: 1,000,000 page views loaded straight into storage through the collector's own
 *    session tracker and store, then GET /api/visitor-analytics p95 for range=30d and range=all.
 * 3. The tracker's gzipped size.
 *
 * Quick runs: BENCH_SLICES (default 12), BENCH_PAGEVIEWS (default 1,000,000), BENCH_PORT (3571).
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { BROWSER_USER_AGENTS } from '../../tests/fixtures/user-agents'
import { startProductionServer } from '../production-server'

const SLICE_MS = 5_000
const SLICES_EACH = Number(process.env.BENCH_SLICES || 12)
const WARM_UP_MS = 3_000
const CONCURRENCY = 16
const CLIENTS = 20_000
const BULK_PAGEVIEWS = Number(process.env.BENCH_PAGEVIEWS || 1_000_000)
const BULK_DAYS = 400
const READS = 60
const HARD_LIMIT_MS = 20 * 60 * 1000
const PORT = Number(process.env.BENCH_PORT || 3571)

type Target = 'events' | 'empty'
type Tally = { ok: number; other: number; latencies: number[]; ms: number }

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
const PATHS = ['/', '/team', '/insights', '/contact', '/disclaimer', ...Array.from({ length: 35 }, (_, i) => `/insights/post-${i}`)]
const REFERRERS = ['', 'https://www.google.com/', 'https://www.linkedin.com/feed/', 'https://news.ycombinator.com/']

function post(base: URL, path: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: base.hostname, port: base.port, path, method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

let client = 0
function nextEvent(base: URL) {
  client = (client + 1) % CLIENTS
  const ip = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
  const body = JSON.stringify({
    name: 'pageview',
    url: `${base.origin}${PATHS[client % PATHS.length]}`,
    referrer: REFERRERS[client % REFERRERS.length],
    width: 1440,
  })
  return {
    body,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': BROWSER_USER_AGENTS[client % BROWSER_USER_AGENTS.length],
      'x-forwarded-for': ip,
    },
  }
}

/** CONCURRENCY workers posting back to back for `ms`. */
async function load(base: URL, target: Target, ms: number, tally?: Tally): Promise<void> {
  const path = target === 'events' ? '/api/events' : '/api/bench-empty'
  const end = performance.now() + ms
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const { body, headers } = nextEvent(base)
        const sent = performance.now()
        const status = await post(base, path, body, headers)
        if (!tally) continue
        tally.latencies.push(performance.now() - sent)
        if (status === 202) tally.ok += 1
        else tally.other += 1
      }
    }),
  )
  if (tally) tally.ms += performance.now() - started
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function getJson(base: URL, path: string, key: string) {
  const response = await fetch(new URL(path, base), { headers: { 'x-api-key': key } })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<{ pageViews: number; totalVisitors: number }>
}

/** The server's database through Payload in this process, with the collector's own modules. */
async function openStorage(database: Record<string, string>) {
  Object.assign(process.env, database)
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  const [{ getPayloadClient }, { analyticsStore }, { SessionTracker }, { RollupBuffer }, { classifyAgent }, time] = await Promise.all([
    import('../../src/lib/payload'),
    import('../../src/analytics/store'),
    import('../../src/lib/analytics/sessions'),
    import('../../src/lib/analytics/rollup'),
    import('../../src/lib/analytics/classify'),
    import('../../src/lib/analytics/time'),
  ])
  const store = analyticsStore(await getPayloadClient())
  return { store, SessionTracker, RollupBuffer, classifyAgent, time }
}

/** The collector's own tracker and store, writing synthetic visits over BULK_DAYS days. */
async function bulkLoad(storage: Awaited<ReturnType<typeof openStorage>>): Promise<{ ms: number; stored: number }> {
  const { store, SessionTracker, RollupBuffer, classifyAgent, time } = storage
  const timeZone = time.siteTimeZone()
  const tracker = new SessionTracker(timeZone)
  const buffer = new RollupBuffer()
  const agents = BROWSER_USER_AGENTS.map((ua) => classifyAgent(ua))
  const started = performance.now()
  const now = Date.now()
  const perDay = Math.ceil(BULK_PAGEVIEWS / BULK_DAYS)
  let written = 0
  let visitor = 0
  for (let day = BULK_DAYS - 1; day >= 0 && written < BULK_PAGEVIEWS; day -= 1) {
    const dayStart = now - (day + 1) * 86_400_000
    let today = 0
    while (today < perDay && written < BULK_PAGEVIEWS) {
      visitor += 1
      const views = 1 + (visitor % 5)
      let ts = dayStart + ((visitor * 7919) % 86_000_000)
      const { device, browser } = agents[visitor % agents.length]
      for (let view = 0; view < views && today < perDay && written < BULK_PAGEVIEWS; view += 1) {
        const event = {
          ts,
          name: 'pageview' as const,
          path: PATHS[(visitor + view) % PATHS.length],
          visitorId: `bulk-${visitor % 300_000}-${day}`,
          device,
          browser,
          country: ['US', 'CA', 'GB', 'DE', ''][visitor % 5],
          referrer: ['direct', 'google.com', 'linkedin.com', 'newsletter'][visitor % 4],
        }
        tracker.apply(event, buffer)
        if (visitor % 23 === 0 && view === views - 1) {
          tracker.apply({ ...event, ts: ts + 1000, name: 'assessment_completed' }, buffer)
        }
        ts += 45_000
        today += 1
        written += 1
      }
    }
    tracker.prune(now, time.addDays(time.localDayHour(dayStart, timeZone).day, -1))
    if (buffer.size > 50_000 || day === 0) {
      await store.write(buffer.drain())
      if (process.stdout.isTTY) process.stdout.write(`\r  ${written.toLocaleString('en-US')} page views written`)
    }
  }
  await store.write(buffer.drain())
  if (process.stdout.isTTY) process.stdout.write('\n')
  const ms = performance.now() - started
  return { ms, stored: await store.countEvents() }
}

async function readLatency(base: URL, key: string, range: string): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < READS + 5; i += 1) {
    const sent = performance.now()
    await getJson(base, `/api/visitor-analytics?range=${range}`, key)
    if (i >= 5) times.push(performance.now() - sent)
  }
  return percentile(times, 95)
}

async function main() {
  console.log(`Starting the production build on a fresh database (port ${PORT}, TRUST_PROXY=true) ...`)
  // Our own files, so that this process can open the same database for the bulk load.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'))
  const database = {
    DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
    SECRETS_FILE: path.join(dir, 'secrets.json'),
    SEED_DEMO: 'false',
  }
  const server = await startProductionServer({ port: PORT, env: { ...database, BENCH_EMPTY_ROUTE: '1' } })
  const hardStop = setTimeout(() => {
    console.error('Bench exceeded its time limit; stopping.')
    void server.stop().finally(() => {
      fs.rmSync(dir, { recursive: true, force: true })
      process.exit(1)
    })
  }, HARD_LIMIT_MS)
  try {
    const base = new URL(server.baseURL)
    const tallies: Record<Target, Tally> = {
      events: { ok: 0, other: 0, latencies: [], ms: 0 },
      empty: { ok: 0, other: 0, latencies: [], ms: 0 },
    }
    console.log('Warming up both routes ...')
    const warmUp: Tally = { ok: 0, other: 0, latencies: [], ms: 0 }
    await load(base, 'events', WARM_UP_MS, warmUp)
    await load(base, 'empty', WARM_UP_MS)
    console.log(`Ingesting: ${SLICES_EACH} x ${SLICE_MS / 1000} s per route, interleaved, ${CONCURRENCY} connections ...`)
    for (let slice = 0; slice < SLICES_EACH; slice += 1) {
      for (const target of slice % 2 === 0 ? (['events', 'empty'] as const) : (['empty', 'events'] as const)) {
        await load(base, target, SLICE_MS, tallies[target])
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const counted = (await getJson(base, '/api/visitor-analytics?range=all', server.adminKey)).pageViews
    const storage = await openStorage(database)
    const stored = await storage.store.countEvents()
    const accepted = warmUp.ok + tallies.events.ok

    console.log(`Loading ${BULK_PAGEVIEWS.toLocaleString('en-US')} page views into storage ...`)
    const bulk = await bulkLoad(storage)
    const p95month = await readLatency(base, server.adminKey, '30d')
    const p95all = await readLatency(base, server.adminKey, 'all')
    const total = await getJson(base, '/api/visitor-analytics?range=all', server.adminKey)
    const trackerGzip = zlib.gzipSync(fs.readFileSync('public/tracker.js'), { level: 9 }).length

    const rate = (tally: Tally) => tally.ok / (tally.ms / 1000)
    const [events, empty] = [tallies.events, tallies.empty]
    const rows: [string, string, string][] = [
      ['ingest throughput (req/s)', rate(events).toFixed(0), `empty handler ${rate(empty).toFixed(0)}; ratio ${(rate(events) / rate(empty)).toFixed(2)} (target >= 0.80)`],
      ['ingest p99 (ms)', percentile(events.latencies, 99).toFixed(1), `empty handler ${percentile(empty.latencies, 99).toFixed(1)}; ratio ${(percentile(events.latencies, 99) / percentile(empty.latencies, 99)).toFixed(2)} (target <= 2.00)`],
      ['ingest p50 (ms)', percentile(events.latencies, 50).toFixed(1), `empty handler ${percentile(empty.latencies, 50).toFixed(1)}`],
      ['events accepted (202)', String(events.ok), `other answers: ${events.other} (empty handler: ${empty.other})`],
      [
        'events stored (incl. warm-up)',
        String(stored),
        `accepted incl. warm-up ${accepted}: ${stored === accepted && counted === accepted ? 'equal' : 'NOT EQUAL'}; page views reported ${counted}`,
      ],
      ['bulk load', `${(bulk.ms / 1000).toFixed(1)} s`, `${bulk.stored.toLocaleString('en-US')} events stored in total; range=all pageViews ${total.pageViews.toLocaleString('en-US')}`],
      ['GET /api/visitor-analytics?range=30d p95 (ms)', p95month.toFixed(1), 'target <= 300'],
      ['GET /api/visitor-analytics?range=all p95 (ms)', p95all.toFixed(1), 'target <= 300'],
      ['tracker gzipped (bytes)', String(trackerGzip), 'target <= 1024'],
    ]
    const width = Math.max(...rows.map(([name]) => name.length))
    console.log(`\n${'measure'.padEnd(width)} | value      | notes`)
    console.log(`${'-'.repeat(width)}-|------------|------`)
    for (const [name, value, note] of rows) console.log(`${name.padEnd(width)} | ${value.padEnd(10)} | ${note}`)
    console.log(`\nMachine: ${(await import('node:os')).cpus().length} cores, load average ${(await import('node:os')).loadavg().map((n) => n.toFixed(2)).join(' ')}`)
  } finally {
    clearTimeout(hardStop)
    agent.destroy()
    await server.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  process.exit(0)
}

void main().catch((error) => {
  console.error(error)
  process.exit(1)
})
