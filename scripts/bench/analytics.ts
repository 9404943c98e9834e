/**
 * npm run bench:analytics — visitor analytics on this machine, against the production build on a
 * fresh temporary SQLite database, on 127.0.0.1 only. Every phase has a time limit, prints its
 * progress and, when it fails or overruns, stops the bench with the phase's name.
 *
 * 1. Ingest: POST /api/events (served by the front server, scripts/server.ts) against two
 *    baselines of the same run, interleaved in slices so background load hits all alike: an empty
 *    route of a bare Next.js app (scripts/bare-next) and a bare node:http server answering 202
 *    (the physical limit). Throughput, p50, p99; events stored = events accepted.
 * 2. Pages: throughput of a public page alone, and under a concurrent event load.
 * 3. Reports: 10,000,000 page views over 3 years as kept visits (with their pages and goals) and
 *    the rollups summed from them (scripts/bench/seed-analytics.ts, in bulk), the server
 *    restarted, then GET /api/visitor-analytics for 30 days, 12 months and all time, unfiltered,
 *    for one source and for a source AND a country: cold and warm (scripts/bench/analytics-reports.ts).
 * 4. Several instances: ingest through a round-robin proxy (tests/e2e/cluster.ts) to 3 instances
 *    of the compiled server on one SQLite file, beside the same proxy in front of 1 instance;
 *    every accepted event stored; the single instance's idle memory (RSS) after start and warm-up.
 * 5. The tracker's gzipped size.
 *
 * Settings: BENCH_SLICES (slices of 5 s per target, default 6), BENCH_PAGEVIEWS (default
 * 10,000,000), BENCH_DAYS (default 1,096), BENCH_PORT (first of the ports, default 4701;
 * the clusters use BENCH_PORT + 10 to + 13 and + 20 to + 23), BENCH_ONLY=reports (phase 3
 * alone: no ingest, page or cluster figures), BENCH_ONLY=ingest (phases 1 and 2 alone, a few minutes:
 * nothing seeded, no report or cluster figures). BENCH_DATABASE=<file> (with BENCH_ONLY=reports)
 * measures the reports on a database seeded before (a file BENCH_KEEP=1 kept): no seeding; the
 * server's start migrates it, the slicing job's run slices what closed since, and the runs adds
 * writes to it (flush versions, cached reports and past parts): copy it first to keep it as it was.
 * BENCH_BEFORE=<dir> (with BENCH_ONLY=reports): another checkout's production build (e.g. main's)
 * serves first, on the same seeded database, and its readings are printed beside this build's; it
 * migrates the fresh database first, so this build's start then migrates on from its schema.
 * BENCH_BEFORE_REPORTS=<text>: that build reads only the reports whose label holds it (e.g. `30 days,
 * goals`: a slow old report read 26 times would take most of the run).
 * BENCH_INGEST_BEFORE=<dir> (not with BENCH_ONLY=reports): another checkout's production build takes
 * part in phase 1 as a fourth target, on a fresh database of its own like this build's, interleaved in
 * the same slices: both builds' events/s and server CPU per event, in one run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { createClient, type Client } from '@libsql/client'

import { DAY_SLICE_DAYS, DETAIL_DAY_SLICE_DAYS } from '../../src/analytics/model/slices'
import { TABLES } from '../../src/analytics/store/types'
import { startCluster, SIMULATED_CLIENT, type Cluster } from '../../tests/e2e/cluster'
import { BROWSER_USER_AGENTS } from '../../tests/fixtures/user-agents'
import { serveBareNext } from '../bare-next/serve'
import { startProductionServer, type ProductionServer } from '../production-server'
import { phase, progress } from './phase'
import { getJson, percentile, reportReadings, reportRows, windowReadings } from './analytics-reports'
import { PATHS, seededHistory, seedVisits, sliceHistory } from './seed-analytics'

const SLICE_MS = 5_000
const SLICES = Number(process.env.BENCH_SLICES || 6)
const WARM_UP_MS = 3_000
const PAGE_MS = 10_000
const CONCURRENCY = 16
const CLIENTS = 20_000
const PAGEVIEWS = Number(process.env.BENCH_PAGEVIEWS || 10_000_000)
const DAYS = Number(process.env.BENCH_DAYS || 1096)
const REPORTS_ONLY = process.env.BENCH_ONLY === 'reports'
const INGEST_ONLY = process.env.BENCH_ONLY === 'ingest'
const PORT = Number(process.env.BENCH_PORT || 4701)
/** BENCH_KEEP=1 keeps the temporary database for a look at its query plans afterwards. */
const KEEP = process.env.BENCH_KEEP === '1'
const REUSED = process.env.BENCH_DATABASE ? path.resolve(process.env.BENCH_DATABASE) : null
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null
const BEFORE_REPORTS = process.env.BENCH_BEFORE_REPORTS ?? ''
const INGEST_BEFORE = process.env.BENCH_INGEST_BEFORE ? path.resolve(process.env.BENCH_INGEST_BEFORE) : null
const CLUSTER_MS = 15_000
const MINUTE = 60_000

type Target = 'events' | 'next' | 'bare' | 'before'
type Tally = { ok: number; other: number; latencies: number[]; ms: number }
const tally = (): Tally => ({ ok: 0, other: 0, latencies: [], ms: 0 })

// ---------------------------------------------------------------------------------------------
// Load generation.

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
const REFERRERS = ['', 'https://www.google.com/', 'https://www.linkedin.com/feed/', 'https://news.ycombinator.com/']

function request(
  base: URL,
  method: string,
  pathname: string,
  body: string | null,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: pathname,
        method,
        headers: body === null ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    sent.on('timeout', () => sent.destroy(new Error(`${method} ${pathname} timed out`)))
    sent.on('error', reject)
    sent.end(body ?? undefined)
  })
}

let client = 0
function nextEvent(origin: string) {
  client = (client + 1) % CLIENTS
  const ip = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
  return {
    body: JSON.stringify({
      name: 'pageview',
      url: `${origin}${PATHS[client % PATHS.length]}${client % 9 === 0 ? '?utm_source=newsletter&utm_medium=email&utm_campaign=bench' : ''}`,
      referrer: REFERRERS[client % REFERRERS.length],
      width: 1440,
    }),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': BROWSER_USER_AGENTS[client % BROWSER_USER_AGENTS.length],
      'x-forwarded-for': ip,
    },
  }
}

/** Public addresses (first octets of several registries' ranges), so the country lookup finds records. */
const PUBLIC_FIRST_OCTETS = [23, 31, 41, 52, 61, 81, 91, 103, 131, 151, 177, 185, 196, 201, 212]
const publicAddress = (n: number) =>
  `${PUBLIC_FIRST_OCTETS[n % PUBLIC_FIRST_OCTETS.length]}.${(n >> 8) & 255}.${n & 255}.${(n % 200) + 20}`

/** `concurrency` workers sending back to back for `ms`. */
async function load(
  ms: number,
  concurrency: number,
  send: () => Promise<number>,
  into?: Tally,
  ok = 202,
): Promise<void> {
  const end = performance.now() + ms
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const sent = performance.now()
        const status = await send()
        if (!into) continue
        into.latencies.push(performance.now() - sent)
        if (status === ok) into.ok += 1
        else into.other += 1
      }
    }),
  )
  if (into) into.ms += performance.now() - started
}

const rate = (t: Tally) => t.ok / (t.ms / 1000)

// ---------------------------------------------------------------------------------------------
// Baselines.

/** A bare node:http server answering 202 after reading the body, in a process of its own. */
async function startBareServer(port: number): Promise<{ url: URL; stop: () => Promise<void> }> {
  const code = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(202, { 'cache-control': 'no-store' }); s.end() }) }).listen(${port}, '127.0.0.1', () => console.log('ready'))`
  const child: ChildProcess = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve())
    child.once('exit', (exit) => reject(new Error(`bare server exited with ${exit}`)))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    url: new URL(`http://127.0.0.1:${port}`),
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

// ---------------------------------------------------------------------------------------------

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return line ? Number(line[1]) / 1024 : NaN
}

type ClusterRun = { rate: number; p99: number; accepted: number; stored: number; other: number; rssMb: number }

/** `count` instances behind the proxy: warm-up, idle RSS of the first, CLUSTER_MS of events, then every accepted event counted in the file. */
async function clusterIngest(count: number, basePort: number, stops: (() => Promise<void>)[]): Promise<ClusterRun> {
  const cluster: Cluster = await startCluster({ count, basePort })
  stops.push(() => cluster.stop())
  const base = new URL(cluster.baseURL)
  const send = () => {
    const { body, headers } = nextEvent(base.origin)
    const { 'x-forwarded-for': ip, ...rest } = headers
    return request(base, 'POST', '/api/events', body, { ...rest, [SIMULATED_CLIENT]: ip })
  }
  const warmUp = tally()
  await load(WARM_UP_MS, CONCURRENCY, send, warmUp)
  for (let i = 0; i < 5; i += 1) await request(base, 'GET', '/disclaimer', null, {})
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const idle = rssMb(cluster.instances[0].process.pid!)
  const measured = tally()
  await load(CLUSTER_MS, CONCURRENCY, send, measured)
  const accepted = warmUp.ok + measured.ok
  const database = createClient({ url: `file:${cluster.databaseFile}` })
  await database.execute('PRAGMA busy_timeout = 10000')
  let stored = 0
  for (let i = 0; i < 20 && stored < accepted; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    stored = Number((await database.execute(`SELECT COUNT(*) AS n FROM ${TABLES.events}`)).rows[0].n)
  }
  database.close()
  await cluster.stop()
  stops.pop()
  const run = {
    rate: rate(measured),
    p99: percentile(measured.latencies, 99),
    accepted,
    stored,
    other: warmUp.other + measured.other,
    rssMb: idle,
  }
  progress(
    `${count} instance(s): ${run.rate.toFixed(0)} events/s, p99 ${run.p99.toFixed(1)} ms, accepted ${accepted}, stored ${stored}, idle RSS of one ${idle.toFixed(0)} MB`,
  )
  return run
}

type Row = [string, string, string]

/** CPU time (ms) a process has used so far, all its threads (Linux: /proc/<pid>/task/<tid>/stat). */
function cpuMs(pid: number): number {
  let ticks = 0
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8')
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks * 10 // USER_HZ is 100 on Linux
}

/**
 * Phase 1b: ingest from public addresses into the product (country lookup on) and into a second
 * instance with ANALYTICS_COUNTRY_DB=off, interleaved: events/s and the server's CPU per event,
 * counted only over each one's own slices.
 */
async function countryLookupCost(product: ProductionServer, env: Record<string, string>): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-off-'))
  const off = await phase('start a second server without the country lookup', 180_000, () =>
    startProductionServer({
      port: PORT + 4,
      dataDir: dir,
      env: {
        ...env,
        DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
        SECRETS_FILE: path.join(dir, 'secrets.json'),
        ANALYTICS_COUNTRY_DB: 'off',
      },
    }),
  )
  try {
    return await lookupOnAndOff({ on: product, off })
  } finally {
    await off.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The interleaved slices of countryLookupCost. */
async function lookupOnAndOff(servers: { on: ProductionServer; off: ProductionServer }): Promise<Row[]> {
  const runs = { on: { ...tally(), cpuMs: 0 }, off: { ...tally(), cpuMs: 0 } }
  const sender = (server: ProductionServer) => () => {
    const { body, headers } = nextEvent(server.baseURL)
    return request(new URL(server.baseURL), 'POST', '/api/events', body, {
      ...headers,
      'x-forwarded-for': publicAddress(client),
    })
  }
  await phase('ingest with and without the country lookup', SLICES * 2 * SLICE_MS + 60_000, async () => {
    for (const key of ['on', 'off'] as const) await load(WARM_UP_MS, CONCURRENCY, sender(servers[key]))
    for (let slice = 0; slice < SLICES; slice += 1) {
      for (const key of slice % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        const before = cpuMs(servers[key].pid)
        await load(SLICE_MS, CONCURRENCY, sender(servers[key]), runs[key])
        runs[key].cpuMs += cpuMs(servers[key].pid) - before
      }
      progress(
        `slice ${slice + 1}/${SLICES}: lookup on ${rate(runs.on).toFixed(0)}/s, off ${rate(runs.off).toFixed(0)}/s`,
      )
    }
  })
  const perEvent = (run: (typeof runs)['on']) => (run.cpuMs * 1000) / Math.max(1, run.ok)
  const rows: Row[] = [
    [
      'POST /api/events, public addresses, country lookup (req/s)',
      rate(runs.on).toFixed(0),
      `without the lookup (ANALYTICS_COUNTRY_DB=off) ${rate(runs.off).toFixed(0)}; p99 ${percentile(runs.on.latencies, 99).toFixed(1)} vs ${percentile(runs.off.latencies, 99).toFixed(1)} ms`,
    ],
    [
      '  server CPU per event (µs)',
      perEvent(runs.on).toFixed(0),
      `without the lookup ${perEvent(runs.off).toFixed(0)}: ${((perEvent(runs.on) / perEvent(runs.off) - 1) * 100).toFixed(1)} %, goal <= +10 %; all threads, ${runs.on.ok} / ${runs.off.ok} events`,
    ],
  ]
  return rows
}

/** Phases 1 and 2: ingest against its baselines, pages with and without events; every accepted event stored. */
async function ingestPhases(
  product: ProductionServer,
  database: Client,
  stops: (() => Promise<void>)[],
): Promise<{ rows: Row[]; emptyRouteP95: number }> {
  const bare = await phase('start the bare node:http server', 20_000, () => startBareServer(PORT + 1))
  stops.push(bare.stop)
  const bareNext = await phase('start the bare Next.js app (build if needed)', 600_000, () => serveBareNext(PORT + 2))
  stops.push(bareNext.stop)

  const before = INGEST_BEFORE ? await startIngestBefore(INGEST_BEFORE, stops) : null
  const base = new URL(product.baseURL)
  const sendEvent = (target: URL, pathname: string) => () => {
    const { body, headers } = nextEvent(base.origin)
    return request(target, 'POST', pathname, body, headers)
  }
  const senders: Record<Target, () => Promise<number>> = {
    events: sendEvent(base, '/api/events'),
    next: sendEvent(new URL(bareNext.url), '/api/empty'),
    bare: sendEvent(bare.url, '/'),
    before: before ? sendEvent(new URL(before.baseURL), '/api/events') : () => Promise.resolve(0),
  }
  const tallies: Record<Target, Tally> = { events: tally(), next: tally(), bare: tally(), before: tally() }
  const cpu = { events: 0, before: 0 }
  const pids = { events: product.pid, before: before?.pid ?? 0 }
  const warmUp = tally()
  const targets: Target[] = before ? ['events', 'before', 'next', 'bare'] : ['events', 'next', 'bare']

  await phase('ingest', SLICES * targets.length * SLICE_MS + 60_000, async () => {
    await load(WARM_UP_MS, CONCURRENCY, senders.events, warmUp)
    for (const target of targets.slice(1)) await load(WARM_UP_MS, CONCURRENCY, senders[target])
    for (let slice = 0; slice < SLICES; slice += 1) {
      // Each slice starts the rotation one target later, so load drifting over the run hits all alike.
      const order = targets.map((_, at) => targets[(at + slice) % targets.length])
      for (const target of order) {
        const server = target === 'events' || target === 'before' ? target : null
        const cpuBefore = server ? cpuMs(pids[server]) : 0
        await load(SLICE_MS, CONCURRENCY, senders[target], tallies[target])
        if (server) cpu[server] += cpuMs(pids[server]) - cpuBefore
      }
      progress(
        `slice ${slice + 1}/${SLICES}: events ${rate(tallies.events).toFixed(0)}/s${before ? `, before ${rate(tallies.before).toFixed(0)}/s` : ''}, empty Next route ${rate(tallies.next).toFixed(0)}/s, bare server ${rate(tallies.bare).toFixed(0)}/s`,
      )
    }
  })
  // The baseline's part is done: it leaves the machine to the rest of the run.
  await before?.stop()

  const pages = { alone: tally(), loaded: tally(), events: tally() }
  await phase('page throughput with and without an event load', 4 * PAGE_MS + 60_000, async () => {
    const page = () => request(base, 'GET', '/disclaimer', null, { 'user-agent': BROWSER_USER_AGENTS[0] })
    await load(WARM_UP_MS, 4, page)
    await load(PAGE_MS, 4, page, pages.alone, 200)
    progress(`alone: ${rate(pages.alone).toFixed(0)} pages/s`)
    await Promise.all([
      load(PAGE_MS, 4, page, pages.loaded, 200),
      load(PAGE_MS, CONCURRENCY, senders.events, pages.events),
    ])
    progress(`with ${rate(pages.events).toFixed(0)} events/s beside: ${rate(pages.loaded).toFixed(0)} pages/s`)
  })

  const accepted = warmUp.ok + tallies.events.ok + pages.events.ok
  const stored = await phase('every accepted event stored', 30_000, async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const count = Number((await database.execute(`SELECT COUNT(*) AS n FROM ${TABLES.events}`)).rows[0].n)
      const counted = Number(
        (await database.execute(`SELECT COALESCE(SUM(pageviews), 0) AS n FROM ${TABLES.daily}`)).rows[0].n,
      )
      progress(`accepted ${accepted}, in the event log ${count}, in the rollups ${counted}`)
      if (count >= accepted) return { count, counted }
    }
  })

  // The same-run floor of the reports: one request at a time to an empty route of a bare Next.js app.
  const emptyRoute: number[] = []
  for (let i = 0; i < 40; i += 1) {
    const sent = performance.now()
    await fetch(new URL('/api/empty', bareNext.url), { signal: AbortSignal.timeout(30_000) }).then((r) => r.text())
    emptyRoute.push(performance.now() - sent)
  }
  progress(`empty Next route, one at a time: p95 ${percentile(emptyRoute, 95).toFixed(1)} ms`)

  const [events, nextRoute, bareServer] = [tallies.events, tallies.next, tallies.bare]
  const p99 = (t: Tally) => percentile(t.latencies, 99)
  const perEvent = (ms: number, t: Tally) => (ms * 1000) / Math.max(1, t.ok)
  const rows: Row[] = [
    [
      'POST /api/events (req/s)',
      rate(events).toFixed(0),
      `empty Next route ${rate(nextRoute).toFixed(0)}, bare node:http ${rate(bareServer).toFixed(0)}`,
    ],
    ...(before
      ? ([
          [
            `POST /api/events, build of ${path.basename(INGEST_BEFORE!)} (req/s)`,
            rate(tallies.before).toFixed(0),
            `this build ${rate(events).toFixed(0)}: ${((rate(events) / rate(tallies.before) - 1) * 100).toFixed(1)} %, goal >= -10 %; p99 ${p99(tallies.before).toFixed(1)} vs ${p99(events).toFixed(1)} ms; ${tallies.before.ok} accepted, other answers ${tallies.before.other}`,
          ],
          [
            '  server CPU per event, this build / that build (µs)',
            `${perEvent(cpu.events, events).toFixed(0)}/${perEvent(cpu.before, tallies.before).toFixed(0)}`,
            `${((perEvent(cpu.events, events) / perEvent(cpu.before, tallies.before) - 1) * 100).toFixed(1)} %, goal <= +10 %; all threads of each server, over its own slices`,
          ],
        ] satisfies Row[])
      : []),
    ['  vs empty Next route', `${(rate(events) / rate(nextRoute)).toFixed(2)}x`, 'goal >= 3.00x'],
    ['  vs bare node:http', `${(rate(events) / rate(bareServer)).toFixed(2)}x`, 'goal >= 0.50x'],
    [
      'POST /api/events p99 (ms)',
      p99(events).toFixed(1),
      `bare ${p99(bareServer).toFixed(1)} (ratio ${(p99(events) / p99(bareServer)).toFixed(2)}, goal <= 2.00); empty Next route ${p99(nextRoute).toFixed(1)}`,
    ],
    [
      'POST /api/events p50 (ms)',
      percentile(events.latencies, 50).toFixed(1),
      `bare ${percentile(bareServer.latencies, 50).toFixed(1)}; empty Next route ${percentile(nextRoute.latencies, 50).toFixed(1)}`,
    ],
    ['events accepted (202)', String(accepted), `other answers: ${events.other + warmUp.other + pages.events.other}`],
    [
      'events stored',
      String(stored.count),
      `${stored.count === accepted && stored.counted === accepted ? 'all accepted events stored' : 'NOT EQUAL to accepted'} (rollup page views ${stored.counted})`,
    ],
    [
      'page /disclaimer (pages/s)',
      rate(pages.alone).toFixed(0),
      `with ${rate(pages.events).toFixed(0)} events/s beside: ${rate(pages.loaded).toFixed(0)} pages/s`,
    ],
  ]
  return { rows, emptyRouteP95: percentile(emptyRoute, 95) }
}

/** Another checkout's production build (BENCH_INGEST_BEFORE) on a fresh database of its own. */
async function startIngestBefore(appDir: string, stops: (() => Promise<void>)[]): Promise<ProductionServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-before-'))
  const server = await phase(`start the production server of ${appDir} (ingest baseline)`, 180_000, () =>
    startProductionServer({
      port: PORT + 5,
      dataDir: dir,
      appDir,
      env: {
        DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
        SECRETS_FILE: path.join(dir, 'secrets.json'),
        SEED_DEMO: 'false',
        JOBS_AUTORUN: 'false',
      },
    }),
  )
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await server.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  stops.push(stop)
  return { ...server, stop }
}

/** Phase 4: 1 instance, then 3 on one SQLite file, behind the proxy. */
async function clusterPhases(stops: (() => Promise<void>)[]): Promise<Row[]> {
  const clusters = await phase(
    'ingest through the proxy: 1 instance, then 3 on one SQLite file',
    6 * MINUTE,
    async () => {
      const single = await clusterIngest(1, PORT + 10, stops)
      const three = await clusterIngest(3, PORT + 20, stops)
      return { single, three }
    },
  )
  return [
    [
      'proxy -> 3 instances, one SQLite file (events/s)',
      clusters.three.rate.toFixed(0),
      `proxy -> 1 instance ${clusters.single.rate.toFixed(0)}: ratio ${(clusters.three.rate / clusters.single.rate).toFixed(2)}, goal >= 0.80; p99 ${clusters.three.p99.toFixed(1)} vs ${clusters.single.p99.toFixed(1)} ms`,
    ],
    [
      '  events stored (3 instances / 1 instance)',
      `${clusters.three.stored}/${clusters.single.stored}`,
      `accepted ${clusters.three.accepted}/${clusters.single.accepted} (${clusters.three.stored === clusters.three.accepted && clusters.single.stored === clusters.single.accepted ? 'all accepted events stored' : 'NOT EQUAL to accepted'}); other answers ${clusters.three.other}/${clusters.single.other}`,
    ],
    [
      'idle RSS after start and warm-up (MB)',
      clusters.single.rssMb.toFixed(0),
      'dist/server.mjs, one instance, ingest worker included; goal <= 350',
    ],
  ]
}

/** Phases 3 and 4: the country lookup's cost, the seeded history's reports, several instances. */
async function reportAndClusterPhases(
  started: ProductionServer,
  database: Client,
  databaseFile: string,
  env: Record<string, string>,
  stops: (() => Promise<void>)[],
  ingest: { emptyRouteP95: number } | null,
): Promise<Row[]> {
  let product = started
  const rows: Row[] = []
  if (!REPORTS_ONLY) rows.push(...(await countryLookupCost(product, env)))

  const seeded = REUSED
    ? await phase(`count the history seeded before in ${REUSED}`, 10 * MINUTE, () => seededHistory(database))
    : await phase(
        `seed ${PAGEVIEWS.toLocaleString('en-US')} page views over ${DAYS} days: kept visits and rollups`,
        Math.max(15, (PAGEVIEWS / 1_000_000) * 4) * MINUTE,
        () => seedVisits(database, PAGEVIEWS, DAYS, progress),
      )
  const slices = await phase(
    REUSED
      ? 'slice the days and months closed since (the sliceAnalytics job, hourly)'
      : 'slice the closed days and months (the sliceAnalytics job catching up)',
    // A guard, not a goal: on two cores shared with other work the catch-up ran at a fifth of its quiet speed.
    Math.max(20, (PAGEVIEWS / 1_000_000) * 10) * MINUTE,
    () => sliceHistory(database, databaseFile),
  )
  const restart = (appDir?: string) =>
    phase(`restart the production server${appDir ? ` of ${appDir}` : ''} (cold caches)`, 180_000, async () => {
      await product.stop()
      // A database seeded before holds the past parts and reports its last run kept.
      await database.batch([`DELETE FROM ${TABLES.pastCache}`, `DELETE FROM ${TABLES.reportCache}`], 'write')
      return startProductionServer({ port: PORT, env, appDir })
    })
  if (BEFORE) {
    product = await restart(BEFORE)
    stops[0] = () => product.stop()
    const before = await phase(`report latency of ${BEFORE}`, 20 * MINUTE, () =>
      reportReadings(new URL(product.baseURL), product.adminKey, database, { only: BEFORE_REPORTS }),
    )
    rows.push(...reportRows(before, null, 'BEFORE '))
  }
  product = await restart()
  stops[0] = () => product.stop()
  const base = new URL(product.baseURL)
  const readings = await phase('report latency', 25 * MINUTE, async () => ({
    reports: await reportReadings(base, product.adminKey, database, { saved: BEFORE !== null }),
    windows: await windowReadings(base, product.adminKey, seeded.days),
    total: (await getJson(base, '/api/visitor-analytics?range=all', product.adminKey)).pageViews,
  }))
  rows.push(
    [
      'seeded page views',
      seeded.pageviews.toLocaleString('en-US'),
      `${seeded.visits.toLocaleString('en-US')} kept visits, ${seeded.visitPages.toLocaleString('en-US')} visit-page rows, ${seeded.rollupRows.toLocaleString('en-US')} day rollup rows (plus month rows); range=all reports ${readings.total.toLocaleString('en-US')}`,
    ],
    [
      'filter slices: rows (day / month)',
      `${slices.dayRows.toLocaleString('en-US')} / ${slices.monthRows.toLocaleString('en-US')}`,
      `${slices.days} days and ${slices.months} months sliced in ${slices.seconds.toFixed(0)} s in the slicing worker (this thread's event loop held at most ${slices.eventLoopMaxMs.toFixed(0)} ms, p99 ${slices.eventLoopP99Ms.toFixed(0)} ms); ${slices.pruned.toLocaleString('en-US')} day rows pruned (totals older than ${DAY_SLICE_DAYS} days, detailed kinds older than ${DETAIL_DAY_SLICE_DAYS}); ${slices.dayTotalRows.toLocaleString('en-US')} of the day rows are totals; ${slices.megabytes === null ? 'size not measured' : `${slices.megabytes.toFixed(0)} MB on disk`}`,
    ],
    ...reportRows(readings.reports, ingest?.emptyRouteP95 ?? null),
    [
      'report, a different 30-day window each time: p95 (ms)',
      percentile(readings.windows, 95).toFixed(1),
      `${readings.windows.length} requests, unfiltered; goal <= 100`,
    ],
  )

  if (!REPORTS_ONLY) rows.push(...(await clusterPhases(stops)))
  return rows
}

async function main(): Promise<void> {
  if (REUSED && !REPORTS_ONLY) throw new Error('BENCH_DATABASE measures the reports only: set BENCH_ONLY=reports')
  if (REUSED && !fs.existsSync(REUSED)) throw new Error(`BENCH_DATABASE: no file ${REUSED}`)
  if (BEFORE && !REPORTS_ONLY) throw new Error('BENCH_BEFORE compares the reports only: set BENCH_ONLY=reports')
  if (INGEST_BEFORE && REPORTS_ONLY) throw new Error('BENCH_INGEST_BEFORE compares ingest: not with BENCH_ONLY=reports')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'))
  const databaseFile = REUSED ?? path.join(dir, 'site.db')
  // The bench slices the seeded history itself: the server's hourly sliceAnalytics job stays off.
  const env = {
    DATABASE_URI: `file:${databaseFile}`,
    SECRETS_FILE: path.join(dir, 'secrets.json'),
    SEED_DEMO: 'false',
    JOBS_AUTORUN: 'false',
  }
  const stops: (() => Promise<void>)[] = []
  const rows: Row[] = []
  try {
    const product = await phase(
      BEFORE ? `start the production server of ${BEFORE}` : 'start the production server',
      180_000,
      () => startProductionServer({ port: PORT, env, appDir: BEFORE ?? undefined }),
    )
    stops.push(() => product.stop())
    const database = createClient({ url: `file:${databaseFile}` })
    await database.execute('PRAGMA busy_timeout = 10000')
    const ingest = REPORTS_ONLY ? null : await ingestPhases(product, database, stops)
    rows.push(...(ingest?.rows ?? []))
    if (!INGEST_ONLY) rows.push(...(await reportAndClusterPhases(product, database, databaseFile, env, stops, ingest)))
    database.close()
    const trackerGzip = zlib.gzipSync(fs.readFileSync('public/tracker.js'), { level: 9 }).length
    rows.push(['tracker gzipped (bytes)', String(trackerGzip), 'goal <= 1024'])
  } finally {
    agent.destroy()
    for (const stop of stops.reverse()) await stop().catch(console.error)
    if (KEEP && !REUSED) console.log(`\nKept ${databaseFile}`)
    else fs.rmSync(dir, { recursive: true, force: true })
  }
  const width = Math.max(...rows.map(([name]) => name.length))
  console.log(`\n${'measure'.padEnd(width)} | value        | notes`)
  console.log(`${'-'.repeat(width)}-|--------------|------`)
  for (const [name, value, note] of rows) console.log(`${name.padEnd(width)} | ${value.padEnd(12)} | ${note}`)
  console.log(
    `\nMachine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nbench:analytics FAILED: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
