/**
 * npm run bench:api — requests per second and latency of the product's JSON API beside
 * Payload's own REST API, measured in the same run against one instance of the production build
 * on a fresh temporary database on 127.0.0.1, and that instance's resident memory once started
 * and warmed up. Bounded: BENCH_SECONDS (default 5) one-second rounds or 5,000
 * requests per call, whichever comes first, with BENCH_CONCURRENCY (default 16) requests in flight.
 *
 * `npm run bench:api -- --leads` instead runs two servers side by side, one with the defaults (e-mail
 * to the outbox directory, no CRM) and one with SMTP and the CRM webhook pointed at local sinks, and
 * compares POST /api/contact and POST /api/assessments on both: the e-mail and CRM work runs on the
 * job queue, so configuring it must not slow the submissions down (within 10 %).
 *
 * `npm run bench:api -- --compare DIR...` compares the builds of other checkouts (e.g. a worktree
 * of an earlier commit, built there) on the same two submissions: see compareMode.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { createClient } from '@libsql/client'

import { QUESTIONS } from '../../src/lib/assessment/questions'
import { FakeHttp } from '../../tests/fixtures/fake-http'
import { SmtpSink } from '../../tests/fixtures/smtp-sink'
import { startProductionServer } from '../production-server'

const SECONDS = Math.min(Number(process.env.BENCH_SECONDS) || 5, 60)
const CONCURRENCY = Math.min(Number(process.env.BENCH_CONCURRENCY) || 16, 64)
const MAX_REQUESTS = 5000
const POSTS = 20

/** A call; `baseURL` sends it to another server than the run's. */
type Call = { name: string; path: string; init: (n: number) => RequestInit; baseURL?: string }
type Result = { name: string; requests: number; perSecond: number; p50: number; p99: number; failures: number }

const inquiry = (n: number) => ({
  firstName: 'Bench',
  lastName: `Visitor ${n}`,
  email: `bench${n}@example.com`,
  industry: 'Healthcare',
  inquiryType: 'general',
  message: 'Benchmark inquiry: we would like to talk about a partnership.',
})

/** A distinct client per request (the server trusts X-Forwarded-For here), so the per-client limit never applies. */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** Resident set size of a process, in MB (Linux). */
const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0

type Tally = { latencies: number[]; failures: number; seconds: number; sent: number }

/** One round: `seconds` of requests to one call, CONCURRENCY in flight, added to its tally. */
async function round(baseURL: string, call: Call, offset: number, tally: Tally, seconds: number): Promise<void> {
  const started = performance.now()
  const deadline = started + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline && tally.sent < MAX_REQUESTS) {
      const n = offset + tally.sent++
      const begin = performance.now()
      try {
        const response = await fetch((call.baseURL ?? baseURL) + call.path, call.init(n))
        await response.arrayBuffer()
        if (!response.ok) tally.failures += 1
      } catch {
        tally.failures += 1
      }
      tally.latencies.push(performance.now() - begin)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  tally.seconds += (performance.now() - started) / 1000
}

/**
 * Each pair (ours, Payload's) is measured in alternating one-second rounds, so that load from
 * elsewhere on the machine falls on both sides alike.
 */
async function measurePair(baseURL: string, pair: [Call, Call], offset: number): Promise<Result[]> {
  const tallies = pair.map((): Tally => ({ latencies: [], failures: 0, seconds: 0, sent: 0 }))
  for (const [index, call] of pair.entries()) {
    for (let n = 0; n < 20; n += 1)
      await (await fetch((call.baseURL ?? baseURL) + call.path, call.init(offset + index * 50_000 + n))).arrayBuffer()
    tallies[index].sent = 20
  }
  for (let r = 0; r < SECONDS; r += 1) {
    for (const [index, call] of pair.entries()) await round(baseURL, call, offset + index * 50_000, tallies[index], 1)
  }
  return pair.map((call, index) => {
    const { latencies, failures, seconds } = tallies[index]
    latencies.sort((a, b) => a - b)
    return {
      name: call.name,
      requests: latencies.length,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      failures,
    }
  })
}

function table(results: Result[]): string {
  const rows = [
    ['Call', 'Requests', 'Req/s', 'p50 ms', 'p99 ms', 'Non-2xx'],
    ...results.map((r) => [
      r.name,
      String(r.requests),
      r.perSecond.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.failures),
    ]),
  ]
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`
  return [
    line(rows[0]),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n')
}

const json = (headers: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...headers })
const human = () => ({ url: '', honeypot: '', website_url: '', formStartTime: Date.now() - 10_000 })

const contactCall = (name: string, baseURL: string): Call => ({
  name,
  baseURL,
  path: '/api/contact',
  init: (n) => ({
    method: 'POST',
    headers: json({ 'x-forwarded-for': clientAddress(n) }),
    body: JSON.stringify({ ...inquiry(n), ...human() }),
  }),
})

const assessmentCall = (name: string, baseURL: string): Call => ({
  name,
  baseURL,
  path: '/api/assessments',
  init: (n) => ({
    method: 'POST',
    headers: json({ 'x-forwarded-for': clientAddress(n) }),
    body: JSON.stringify({
      businessName: `Bench Business ${n}`,
      contactName: 'Bench Founder',
      contactEmail: `founder${n}@example.com`,
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue: '1m-5m',
      answers: Object.fromEntries(QUESTIONS.map((question, index) => [question.id, (n + index) % 5])),
      emailResults: n % 2 === 0,
      ...human(),
    }),
  }),
})

/** Submissions with the defaults beside submissions with SMTP and the webhook configured, in the same run. */
async function leadsMode() {
  const sink = new SmtpSink()
  const hook = new FakeHttp()
  const smtpUrl = await sink.start()
  const hookUrl = `${await hook.start()}/hook`
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'))
  console.log('Starting two production servers on fresh databases (defaults; SMTP + webhook)...')
  const [plain, wired] = await Promise.all([
    startProductionServer({ env: { OUTBOX_DIR: path.join(outbox, 'plain') } }),
    startProductionServer({
      env: {
        SMTP_URL: smtpUrl,
        CRM_WEBHOOK_URL: hookUrl,
        CRM_WEBHOOK_SECRET: 'bench-secret',
        OUTBOX_DIR: path.join(outbox, 'wired'),
      },
    }),
  ])
  try {
    const pairs: [Call, Call][] = [
      [
        contactCall('POST /api/contact, defaults (outbox, no CRM)', plain.baseURL),
        contactCall('POST /api/contact, SMTP + webhook', wired.baseURL),
      ],
      [
        assessmentCall('POST /api/assessments, defaults (outbox, no CRM)', plain.baseURL),
        assessmentCall('POST /api/assessments, SMTP + webhook', wired.baseURL),
      ],
    ]
    const results: Result[] = []
    const lines: string[] = []
    for (const [index, pair] of pairs.entries()) {
      const [base, configured] = await measurePair(plain.baseURL, pair, (index + 1) * 200_000)
      results.push(base, configured)
      const change = (value: number, reference: number) =>
        `${value >= reference ? '+' : ''}${(((value - reference) / reference) * 100).toFixed(1)} %`
      lines.push(
        `${pair[1].name}: req/s ${change(configured.perSecond, base.perSecond)}, p99 ${change(configured.p99, base.p99)} against the defaults`,
      )
      console.log(`  measured ${pair[0].name} beside ${pair[1].name}`)
    }
    // Let the background queue catch up a little, to show the work was done off the request path.
    await new Promise((resolve) => setTimeout(resolve, 5000))
    console.log(
      `\n${CONCURRENCY} requests in flight; ${SECONDS} alternating 1 s rounds or ${MAX_REQUESTS} requests per call.\n`,
    )
    console.log(table(results))
    console.log(`\n${lines.join('\n')}`)
    console.log(
      `Background deliveries so far: ${sink.messages.length} e-mails received by the SMTP sink, ${hook.requests.length} webhook calls.`,
    )
  } finally {
    await Promise.all([plain.stop(), wired.stop()])
    await sink.stop()
    await hook.stop()
    fs.rmSync(outbox, { recursive: true, force: true })
  }
}

/** Jobs of the lead queues not yet run (Payload deletes a job once it completes), read from a server's database. */
async function openLeadJobs(dataDir: string): Promise<number> {
  const client = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
  try {
    const { rows } = await client.execute(
      `SELECT COUNT(*) AS open FROM payload_jobs
        WHERE queue IN ('ai', 'leads') AND completed_at IS NULL AND COALESCE(has_error, 0) = 0`,
    )
    return Number(rows[0].open)
  } finally {
    client.close()
  }
}

/** How long compareMode waits at most for a server's queued jobs (BENCH_DRAIN_SECONDS, default 120). */
const DRAIN_MS = (Number(process.env.BENCH_DRAIN_SECONDS) || 120) * 1000

/** Seconds until the server ran every lead job it had queued (at most DRAIN_MS). */
async function drainSeconds(dataDir: string): Promise<number> {
  if (process.env.JOBS_AUTORUN === 'false') return 0
  const started = performance.now()
  while ((await openLeadJobs(dataDir)) > 0 && performance.now() - started < DRAIN_MS)
    await new Promise((resolve) => setTimeout(resolve, 250))
  return (performance.now() - started) / 1000
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

/**
 * The builds of several checkouts (`DIR...`, each built there with `npm run build`), each on a
 * fresh database, taking turns on POST /api/contact and POST /api/assessments: BENCH_SECONDS of
 * load on one server, then a wait until it ran the jobs the load queued (so its backlog does not
 * slow the next one down), then the next server; BENCH_PAIRS (default 3) turns, the order rotated
 * each time. Figures are relative to the first DIR. BENCH_CPU_PROF=1 writes each server's CPU
 * profile (node --cpu-prof) into the run's directory, which is then kept.
 */
async function compareMode(dirs: string[]) {
  const turns = Math.min(Number(process.env.BENCH_PAIRS) || 3, 10)
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'))
  const profile = process.env.BENCH_CPU_PROF === '1'
  const labels = dirs.map((dir) =>
    execFileSync('git', ['-C', dir, 'describe', '--always', '--dirty'], { encoding: 'utf8' }).trim(),
  )
  const firstPort = Number(process.env.PORT) || 0
  console.log(`Starting ${dirs.length} production servers on fresh databases (${labels.join(', ')})...`)
  const dataDirs = dirs.map((_, index) => path.join(root, `data-${index}`))
  for (const dir of dataDirs) fs.mkdirSync(dir)
  const servers = await Promise.all(
    dirs.map((dir, index) =>
      startProductionServer({
        appDir: dir,
        dataDir: dataDirs[index],
        port: firstPort ? firstPort + index : undefined,
        env: { OUTBOX_DIR: path.join(root, `outbox-${index}`) },
        nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, `profile-${index}`)}`] : [],
      }),
    ),
  )
  try {
    const kinds = [
      { name: 'POST /api/contact', call: contactCall },
      { name: 'POST /api/assessments', call: assessmentCall },
    ]
    for (const [kind, { call }] of kinds.entries())
      for (const server of servers) {
        for (let n = 0; n < 20; n += 1) {
          const { path: route, init } = call('', server.baseURL)
          await (await fetch(server.baseURL + route, init(kind * 100_000 + n))).arrayBuffer()
        }
      }
    await Promise.all(dataDirs.map(drainSeconds))
    const lines: string[] = []
    const ratios = kinds.map(() => servers.map(() => [] as number[]))
    for (let turn = 0; turn < turns; turn += 1) {
      for (const [kind, { name, call }] of kinds.entries()) {
        const order = servers.map((_, index) => (index + turn) % servers.length)
        const rates: number[] = []
        const cells: string[] = []
        for (const index of order) {
          const tally: Tally = { latencies: [], failures: 0, seconds: 0, sent: 0 }
          await round(
            servers[index].baseURL,
            call('', servers[index].baseURL),
            (turn + 1) * 1_000_000 + kind * 200_000,
            tally,
            SECONDS,
          )
          const drained = await drainSeconds(dataDirs[index])
          tally.latencies.sort((a, b) => a - b)
          rates[index] = tally.latencies.length / tally.seconds
          cells[index] =
            `${labels[index]} ${rates[index].toFixed(0)} req/s, p99 ${percentile(tally.latencies, 0.99).toFixed(0)} ms` +
            `${tally.failures ? `, ${tally.failures} non-2xx` : ''}, jobs done ${drained >= DRAIN_MS / 1000 ? 'not all' : `${drained.toFixed(1)} s`} after`
        }
        servers.forEach((_, index) => ratios[kind][index].push(rates[index] / rates[0]))
        lines.push(`turn ${turn + 1} ${name}: ${cells.join(' | ')}`)
        console.log(lines.at(-1))
      }
    }
    console.log(`\n${CONCURRENCY} requests in flight; ${SECONDS} s of load per server per turn.`)
    for (const [kind, { name }] of kinds.entries())
      for (const index of servers.keys())
        if (index > 0)
          console.log(
            `${name}: ${labels[index]} / ${labels[0]} req/s, median of ${turns}: ${median(ratios[kind][index]).toFixed(2)} (${ratios[kind][index].map((r) => r.toFixed(2)).join(', ')})`,
          )
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    if (profile) console.log(`CPU profiles: ${root}/profile-*`)
    else fs.rmSync(root, { recursive: true, force: true })
  }
}

async function main() {
  const port = Number(process.env.PORT) || undefined
  console.log('Starting the production build on a fresh database...')
  const server = await startProductionServer({ port })
  try {
    const { baseURL, adminKey } = server
    for (let n = 0; n < POSTS; n += 1) {
      const body = {
        title: `Benchmark insight ${n}`,
        summary: 'A summary.',
        content: 'Word '.repeat(600),
        tags: ['Growth'],
        isPublished: true,
      }
      const response = await fetch(`${baseURL}/api/blog/posts`, {
        method: 'POST',
        headers: json({ 'x-api-key': adminKey }),
        body: JSON.stringify(body),
      })
      if (response.status !== 201)
        throw new Error(`Could not create a post: ${response.status} ${await response.text()}`)
    }
    const published = (await (await fetch(`${baseURL}/api/blog/posts`)).json()) as unknown[]
    // Warm-up: every public page and the calls measured below once, then a pause for the collector.
    for (const path of ['/', '/team', '/insights', '/contact', '/assessment', '/api/blog/posts', '/api/advisors']) {
      await (await fetch(baseURL + path)).arrayBuffer()
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const idleRss = rssMb(server.pid)
    const pairs: [Call, Call][] = [
      [
        { name: 'GET /api/blog/posts (anonymous)', path: '/api/blog/posts', init: () => ({}) },
        {
          name: 'GET /cms-api/blog-posts?depth=0&pagination=false',
          path: '/cms-api/blog-posts?depth=0&pagination=false&sort=-createdAt',
          init: () => ({}),
        },
      ],
      [
        { name: 'GET /api/contact (key)', path: '/api/contact', init: () => ({ headers: { 'x-api-key': adminKey } }) },
        {
          name: 'GET /cms-api/contact-inquiries (key)',
          path: '/cms-api/contact-inquiries?depth=0&limit=10',
          init: () => ({ headers: { 'x-api-key': adminKey } }),
        },
      ],
      [
        {
          name: 'POST /api/contact (anonymous)',
          path: '/api/contact',
          init: (n) => ({
            method: 'POST',
            headers: json({ 'x-forwarded-for': clientAddress(n) }),
            body: JSON.stringify({
              ...inquiry(n),
              url: '',
              honeypot: '',
              website_url: '',
              formStartTime: Date.now() - 10_000,
            }),
          }),
        },
        {
          name: 'POST /cms-api/contact-inquiries (key)',
          path: '/cms-api/contact-inquiries',
          init: (n) => ({
            method: 'POST',
            headers: json({ 'x-api-key': adminKey, 'x-forwarded-for': clientAddress(n) }),
            body: JSON.stringify(inquiry(n)),
          }),
        },
      ],
    ]
    const results: Result[] = []
    for (const [index, pair] of pairs.entries()) {
      results.push(...(await measurePair(baseURL, pair, (index + 1) * 200_000)))
      console.log(`  measured ${pair[0].name} beside ${pair[1].name}`)
    }
    console.log(
      `\nOne instance. ${published.length} published posts listed; ${CONCURRENCY} requests in flight; ${SECONDS} alternating 1 s rounds or ${MAX_REQUESTS} requests per call.\n`,
    )
    console.log(table(results))
    console.log(
      `\nServer RSS after start and warm-up (idle): ${idleRss.toFixed(0)} MB (goal ≤ 350 MB); after the benchmark: ${rssMb(server.pid).toFixed(0)} MB`,
    )
  } finally {
    await server.stop()
  }
}

const compare = process.argv.indexOf('--compare')
await (compare >= 0
  ? compareMode(process.argv.slice(compare + 1))
  : process.argv.includes('--leads')
    ? leadsMode()
    : main())
