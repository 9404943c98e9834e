/**
 * npm run bench:pages — the public pages' throughput, weight and the server's memory under varied
 * traffic, beside a bare Next.js page (scripts/bare-next) served on the same machine in the same
 * run. Builds nothing: run `npm run build` first (the bare page builds itself once). On 127.0.0.1,
 * the product on a fresh temporary database. Prints:
 *
 * - requests/s, p99 and server CPU per request for `/`, `/team` and `/insights` and the bare page,
 *   gzip accepted, BENCH_SECONDS (default 8) each with 10 connections (wrk if installed, else
 *   node:http), in 2 s turns so that other load on the machine falls on all of them alike;
 * - each public route's HTML: bytes gzipped and raw, and how much of it is inline CSS and inline
 *   RSC data;
 * - RSS of both servers after start and after each of three rounds of varied traffic
 *   (scripts/bench/varied-traffic.ts), the growth from the second round to the third, and the
 *   highest RSS read (once a second) while the rounds ran.
 *
 * BENCH_PARTS (default `throughput,weight,memory`) picks parts; BENCH_SERVER_NODE_ARGS adds flags
 * for the product's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`); BENCH_BEFORE_NODE_ARGS starts
 * another product with those flags (e.g. `--heap-growing-percent=0`, V8's own heap sizing), measured
 * beside the first, one more for each further `;`-separated set; BENCH_HEAP_SNAPSHOTS=1 writes a heap snapshot of the product after each round
 * (their folder is printed).
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { buildBareNext, serveBareNext } from '../bare-next/serve'
import { freePort, startProductionServer } from '../production-server'
import { load, type LoadResult } from './http-load'
import { phase, progress } from './phase'
import { cpuMs, rssMb } from './process-stats'
import { imageProbes, type Probe, variedProbes } from './varied-traffic'

const SECONDS = Math.min(Number(process.env.BENCH_SECONDS) || 8, 30)
const SLICE_SECONDS = 2
const ROUNDS = 3
const PAGES = ['/', '/team', '/insights']
const PUBLIC_ROUTES = ['/', '/team', '/insights', '/portfolio', '/contact', '/assessment', '/disclaimer', '/privacy']
const heapSnapshots = process.env.BENCH_HEAP_SNAPSHOTS === '1'
const PARTS = new Set((process.env.BENCH_PARTS || 'throughput,weight,memory').split(','))
const nodeArgs = (value?: string) => (value || '').split(' ').filter(Boolean)
const SERVER_NODE_ARGS = nodeArgs(process.env.BENCH_SERVER_NODE_ARGS)
/** Each `;`-separated set of flags starts one more product, measured beside the first. */
const BEFORE_NODE_ARGS = (process.env.BENCH_BEFORE_NODE_ARGS ?? '')
  .split(';')
  .filter((flags) => flags.trim())
  .map(nodeArgs)

/** adminKey: the product's (uploads), none on the bare page. */
type Server = { name: string; url: string; pid: number; adminKey?: string }
type Row = {
  target: string
  requests: number
  perSecond: number
  p99Ms: number
  cpuPerRequestMs: number
  errors: number
}

/** Each target's share of the load, in slices of SLICE_SECONDS taken in turn, so that load from elsewhere on the machine falls on all alike. */
async function measureInTurns(targets: { server: Server; route: string }[]): Promise<{ rows: Row[]; tool: string }> {
  const tallies = targets.map(() => ({ requests: 0, seconds: 0, cpu: 0, errors: 0, p99s: [] as number[] }))
  let tool = ''
  for (let slice = 0; slice < SECONDS / SLICE_SECONDS; slice += 1)
    for (const [index, { server, route }] of targets.entries()) {
      const cpuBefore = cpuMs(server.pid)
      const result: LoadResult = await load(server.url + route, SLICE_SECONDS)
      const tally = tallies[index]
      tally.cpu += cpuMs(server.pid) - cpuBefore
      tally.requests += result.requests
      tally.seconds += result.requests / result.perSecond
      tally.errors += result.errors
      tally.p99s.push(result.p99Ms)
      tool = result.tool
    }
  const rows = targets.map(({ server, route }, index) => {
    const { requests, seconds, cpu, errors, p99s } = tallies[index]
    const p99Ms = [...p99s].sort((a, b) => a - b)[Math.floor(p99s.length / 2)]
    const cpuPerRequestMs = cpu / Math.max(requests, 1)
    return {
      target: `${server.name} ${route}`,
      requests,
      perSecond: requests / seconds,
      p99Ms,
      cpuPerRequestMs,
      errors,
    }
  })
  return { rows, tool }
}

/** The raw bytes of a page as sent with gzip accepted, and its HTML. */
function fetchSent(url: string): Promise<{ sent: number; html: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          const encoding = String(response.headers['content-encoding'] ?? 'identity')
          resolve({ sent: body.length, encoding, html: (encoding === 'gzip' ? gunzipSync(body) : body).toString() })
        })
      })
      .on('error', reject)
  })
}

const sum = (matches: IterableIterator<RegExpMatchArray>) => [...matches].reduce((total, m) => total + m[0].length, 0)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

async function pageWeights(server: Server, routes: string[]): Promise<string[][]> {
  const rows: string[][] = []
  for (const route of routes) {
    const { sent, html, encoding } = await fetchSent(server.url + route)
    const css = sum(html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g))
    const rsc = sum(html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g))
    rows.push([`${server.name} ${route}`, `${kb(sent)} (${encoding})`, kb(html.length), kb(css), kb(rsc)])
  }
  return rows
}

async function send(server: Server, probe: Probe): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(server.url + probe.path, {
      method: probe.method,
      headers: probe.headers,
      body: typeof probe.body === 'string' ? probe.body : probe.body && new Uint8Array(probe.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    return { status: response.status, body: await response.text() }
  } catch {
    return { status: 0, body: '' }
  }
}

/** Sends the probes, `concurrency` at a time; returns the count of each status. */
async function sendAll(server: Server, probes: Probe[], concurrency = 6, seen?: (body: string) => void) {
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < probes.length) {
      const { status, body } = await send(server, probes[next++])
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      seen?.(body)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return statuses
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n')
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000))

/** Sends SIGUSR2 (--heapsnapshot-signal) and waits until the snapshot is written. */
async function heapSnapshot(pid: number, dir: string): Promise<void> {
  const before = fs.readdirSync(dir).length
  process.kill(pid, 'SIGUSR2')
  let last = -1
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const files = fs.readdirSync(dir)
    if (files.length <= before) continue
    const size = fs.statSync(path.join(dir, files.sort().at(-1)!)).size
    if (size > 0 && size === last) return
    last = size
  }
}

/** Three rounds of varied traffic to each server; the RSS of each after every round. */
async function memoryRounds(servers: Server[], snapshotDir?: string) {
  const rss: number[][] = []
  // The highest RSS of each server read once a second while the rounds run.
  const peak = servers.map(() => 0)
  const sampler = setInterval(
    () => servers.forEach((server, side) => (peak[side] = Math.max(peak[side], rssMb(server.pid)))),
    1000,
  )
  for (let round = 1; round <= ROUNDS; round += 1) {
    await phase(`varied traffic, round ${round}`, 240_000 * servers.length, async () => {
      for (const [index, server] of servers.entries()) {
        const probes = await variedProbes(round, server.adminKey ?? servers[0].adminKey!)
        const uploaded: string[] = []
        const statuses = await sendAll(server, probes, 6, (body) => {
          const url = /^\{"url":"([^"]+)"\}$/.exec(body)?.[1]
          if (url) uploaded.push(url)
        })
        const images = imageProbes(round, uploaded)
        for (const [status, count] of await sendAll(server, images, 4))
          statuses.set(status, (statuses.get(status) ?? 0) + count)
        progress(`${server.name} answers: ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}`)
        if (index === 0 && snapshotDir) {
          await settle()
          await heapSnapshot(server.pid, snapshotDir)
        }
      }
      await settle()
      rss.push(servers.map((server) => rssMb(server.pid)))
    })
  }
  clearInterval(sampler)
  return { rss, peak }
}

function printThroughput(rows: Row[], tool: string): void {
  console.log(
    `\nThroughput: ${SECONDS} s per target in ${SLICE_SECONDS} s turns, 10 connections, gzip accepted (${tool}); p99 is the median of the turns'.\n`,
  )
  console.log(
    table([
      ['Target', 'Req/s', '× bare', 'p99 ms', 'CPU ms/req', 'Errors'],
      ...rows.map((row) => [
        row.target,
        row.perSecond.toFixed(0),
        (row.perSecond / rows[0].perSecond).toFixed(2),
        row.p99Ms.toFixed(1),
        row.cpuPerRequestMs.toFixed(2),
        String(row.errors),
      ]),
    ]),
  )
}

function printMemory(servers: Server[], startRss: number[], { rss, peak }: { rss: number[][]; peak: number[] }): void {
  console.log('\nRSS, MB, after warm-up and after each round of varied traffic (scripts/bench/varied-traffic.ts):\n')
  const growth = (side: number) => `${(((rss[2][side] - rss[1][side]) / rss[1][side]) * 100).toFixed(1)} %`
  console.log(
    table([
      ['Server', 'Start', 'Round 1', 'Round 2', 'Round 3', 'Round 2→3', 'Peak'],
      ...servers.map((server, side) => [
        server.name,
        startRss[side].toFixed(0),
        ...rss.map((round) => round[side].toFixed(0)),
        growth(side),
        peak[side].toFixed(0),
      ]),
    ]),
  )
}

async function main() {
  const snapshotDir = heapSnapshots ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-heap-')) : undefined
  // Before the product starts: the build blocks this thread, which reads the product's start-up.
  buildBareNext()
  const [product, bare, ...before] = await phase('start the product (fresh database) and the bare page', 180_000, () =>
    Promise.all([
      startProductionServer({
        nodeArgs: [
          ...SERVER_NODE_ARGS,
          ...(snapshotDir ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`] : []),
        ],
      }),
      freePort().then(serveBareNext),
      ...BEFORE_NODE_ARGS.map((args) => startProductionServer({ nodeArgs: args })),
    ]),
  )
  const site: Server = { name: 'product', url: product.baseURL, pid: product.pid, adminKey: product.adminKey }
  const baseline: Server = { name: 'bare', url: bare.url, pid: bare.pid }
  const compared: Server[] = before.map((server, index) => ({
    name: `product ${BEFORE_NODE_ARGS[index].join(' ')}`,
    url: server.baseURL,
    pid: server.pid,
    adminKey: server.adminKey,
  }))
  const products = [site, ...compared]
  try {
    const post = await phase('find a published post', 30_000, async () => {
      const xml = await (await fetch(`${site.url}/sitemap.xml`)).text()
      return [...xml.matchAll(/<loc>[^<]*?(\/insights\/[^<]+)<\/loc>/g)][0]?.[1]
    })
    const routes = post ? [...PUBLIC_ROUTES.slice(0, 3), post, ...PUBLIC_ROUTES.slice(3)] : PUBLIC_ROUTES
    await phase('warm up', 60_000, async () => {
      for (const server of products)
        for (const route of routes) for (let n = 0; n < 3; n += 1) await fetchSent(server.url + route)
      for (let n = 0; n < 3; n += 1) await fetchSent(baseline.url)
      await settle()
    })
    const servers = [...products, baseline]
    const startRss = servers.map((server) => rssMb(server.pid))
    if (PARTS.has('throughput')) {
      const targets = [
        { server: baseline, route: '/' },
        ...products.flatMap((server) => PAGES.map((route) => ({ server, route }))),
      ]
      const { rows, tool } = await phase('throughput', (SECONDS * 2 + 30) * targets.length * 1000, () =>
        measureInTurns(targets),
      )
      printThroughput(rows, tool)
    }
    if (PARTS.has('weight')) {
      const weights = [...(await pageWeights(site, routes)), ...(await pageWeights(baseline, ['/']))]
      console.log('\nHTML per public route, KB (sent = as transferred with gzip accepted):\n')
      console.log(table([['Route', 'Sent', 'Raw', 'Inline CSS', 'Inline RSC'], ...weights]))
    }
    if (PARTS.has('memory')) {
      printMemory(servers, startRss, await memoryRounds(servers, snapshotDir))
    }
    if (snapshotDir) console.log(`\nHeap snapshots: ${snapshotDir}`)
  } finally {
    await Promise.all([product.stop(), bare.stop(), ...before.map((server) => server.stop())])
  }
}

await main()
