/**
 * `npm run bench:admin`: the lead inbox with BENCH_COUNT (100,000) assessments and as many
 * inquiries. Seeds a fresh SQLite database (bulk inserts), starts the production build (`npm run
 * build` first) on 127.0.0.1:BENCH_PORT, and prints, as the median of BENCH_RUNS (5) calls each:
 * - the same-run baseline (GET /api/health) and today's whole-array calls (once: they are slow);
 * - the inbox's paged first page, the summary cards, and search, filter, sort and page changes;
 * - the streamed CSV export of every assessment, with the server's memory growth during it.
 * With BENCH_UI=1 it also times the dashboard in Chromium (first rows, search, revenue filter,
 * tabs), as it did before the inbox existed.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { chromium } from 'playwright-core'

import { startProductionServer } from '../production-server'

const COUNT = Number(process.env.BENCH_COUNT ?? 100_000)
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 5))
const port = Number(process.env.BENCH_PORT ?? 3790)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-bench-'))

const seedStarted = performance.now()
execFileSync('node_modules/.bin/payload', ['run', 'scripts/bench/seed-leads.ts', String(COUNT)], {
  env: {
    ...process.env,
    DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
    SECRETS_FILE: path.join(dir, 'secrets.json'),
    MEDIA_DIR: path.join(dir, 'media'),
    SEED_DEMO: 'false',
    NODE_OPTIONS: '--no-deprecation',
  },
  stdio: 'inherit',
})
const seedSeconds = (performance.now() - seedStarted) / 1000

const server = await startProductionServer({ port, dataDir: dir, env: { SEED_DEMO: 'false' } }).catch(
  (error: unknown) => {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  },
)
const key = server.adminKey
const headers = { 'x-api-key': key }

/** Resident memory of the server process, in MB (Linux). */
const rssMb = () =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** One call's time to the whole answer, in ms, and its body. */
async function timed(pathname: string): Promise<{ ms: number; body: string; status: number }> {
  const start = performance.now()
  const response = await fetch(server.baseURL + pathname, { headers })
  const body = await response.text()
  return { ms: performance.now() - start, body, status: response.status }
}

/** Median of RUNS calls (after one warm-up call), failing loudly on a non-200. */
async function medianOf(pathname: string): Promise<{ ms: number; body: string }> {
  const warm = await timed(pathname)
  if (warm.status !== 200) throw new Error(`${pathname}: ${warm.status} ${warm.body.slice(0, 200)}`)
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) times.push((await timed(pathname)).ms)
  return { ms: median(times), body: warm.body }
}

const lines: string[] = []
const row = (name: string, ms: number, note = '') =>
  lines.push(`  ${name.padEnd(58)} ${String(Math.round(ms)).padStart(7)} ms ${note}`)

try {
  // Same-run baseline: a route that does no database work.
  row('baseline GET /api/health', (await medianOf('/api/health')).ms)

  // First, on the fresh server: the export of every assessment, sampling the server's memory while
  // it streams (the whole-array calls below leave hundreds of MB of garbage that would blur it).
  const before = rssMb()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20)
  const start = performance.now()
  const response = await fetch(`${server.baseURL}/api/assessments/export`, { headers })
  let bytes = 0
  let newlines = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength
    for (const byte of chunk) if (byte === 10) newlines += 1
  }
  const exportMs = performance.now() - start
  clearInterval(sampler)
  row(
    'export: GET /api/assessments/export (all rows, streamed)',
    exportMs,
    `${newlines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB; server RSS ${Math.round(before)} → peak ${Math.round(peak)} MB (+${Math.round(peak - before)} MB)`,
  )

  // Today: the whole arrays the dashboard loads without parameters (one call each).
  for (const resource of ['assessments', 'contact']) {
    const before = rssMb()
    const whole = await timed(`/api/${resource}`)
    const rows = (JSON.parse(whole.body) as unknown[]).length
    row(
      `today: GET /api/${resource} (whole array, 1 call)`,
      whole.ms,
      `${rows} rows, ${(whole.body.length / 1e6).toFixed(1)} MB, RSS +${Math.round(rssMb() - before)} MB`,
    )
  }

  const pageCalls: [string, string][] = [
    ['first page: /api/assessments?page=1&limit=50', '/api/assessments?page=1&limit=50'],
    ['first page: /api/contact?page=1&limit=50', '/api/contact?page=1&limit=50'],
    ['cards: /api/leads/summary', '/api/leads/summary'],
    ['search one: ?q=owner4242@', '/api/assessments?page=1&limit=50&q=owner4242%40'],
    ['search broad: ?q=business 42', '/api/assessments?page=1&limit=50&q=business%2042'],
    ['cards for a search: /api/leads/summary?q=owner4242@', '/api/leads/summary?q=owner4242%40'],
    ['revenue: ?revenue=5m-plus', '/api/assessments?page=1&limit=50&revenue=5m-plus'],
    ['cards for revenue: /api/leads/summary?revenue=5m-plus', '/api/leads/summary?revenue=5m-plus'],
    ['High Potential: ?minScore=70', '/api/assessments?page=1&limit=50&minScore=70'],
    ['status: ?status=qualified', '/api/assessments?page=1&limit=50&status=qualified'],
    ['sort: ?sort=-totalScore', '/api/assessments?page=1&limit=50&sort=-totalScore'],
    ['sort: ?sort=annualRevenue (band order)', '/api/assessments?page=1&limit=50&sort=annualRevenue'],
    ['sort: ?sort=businessName', '/api/assessments?page=1&limit=50&sort=businessName'],
    ['sort: ?sort=-ltvCac', '/api/assessments?page=1&limit=50&sort=-ltvCac'],
    ['page change: ?page=2', '/api/assessments?page=2&limit=50'],
    ['deep page: ?page=1000', '/api/assessments?page=1000&limit=50'],
    [
      'combined: revenue + minScore + sort',
      '/api/assessments?page=3&limit=50&revenue=1m-5m&minScore=40&sort=-totalScore',
    ],
    ['source: ?channel=Paid&source=source3', '/api/assessments?page=1&limit=50&channel=Paid&source=source3'],
    ['inquiries: ?type=consulting&q=visitor42', '/api/contact?page=1&limit=50&type=consulting&q=visitor42'],
  ]
  for (const [name, pathname] of pageCalls) {
    const { ms, body } = await medianOf(pathname)
    const parsed = JSON.parse(body) as { totalDocs?: number; totalAssessments?: number }
    row(name, ms, parsed.totalDocs !== undefined ? `${parsed.totalDocs} matching` : '')
  }

  if (process.env.BENCH_UI === '1') lines.push(...(await browserTimes(server.baseURL, key)))
} finally {
  await server.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}

console.log(
  `Lead inbox, ${COUNT} assessments + ${COUNT} inquiries (seeded in ${seedSeconds.toFixed(1)} s), production build, median of ${RUNS} calls after a warm-up (today's whole arrays: 1 call). Goals: API ≤ 100 ms, filter/sort/page ≤ 300 ms, export RSS growth < 150 MB. Timings on a shared machine: compare with the baseline.`,
)
for (const line of lines) console.log(line)

/** The dashboard in Chromium (median of RUNS page loads), as before the inbox: first rows, search, filter, tabs. */
async function browserTimes(base: string, adminKey: string): Promise<string[]> {
  const results: Record<string, number[]> = { firstRows: [], search: [], revenue: [], inquiriesTab: [] }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
      await context.addInitScript((value) => localStorage.setItem('api-key', value), adminKey)
      const page = await context.newPage()
      const time = async (name: string, action: () => Promise<unknown>) => {
        const start = performance.now()
        await action()
        results[name].push(performance.now() - start)
      }
      await time('firstRows', async () => {
        await page.goto(`${base}/admin`)
        await page.getByRole('row', { name: /Bench Business 0(?!\d)/ }).waitFor({ timeout: 300_000 })
      })
      await time('search', async () => {
        await page.getByPlaceholder('Search by name, email, or business...').fill('owner4242@')
        await page.getByRole('row', { name: /owner4242@bench/ }).waitFor({ timeout: 120_000 })
      })
      await page.getByPlaceholder('Search by name, email, or business...').fill('')
      await time('revenue', async () => {
        await page.getByLabel('Revenue filter').click()
        await page.getByRole('option', { name: '5m-plus' }).click()
        await page.getByRole('row', { name: /Bench Business 4(?!\d)/ }).waitFor({ timeout: 120_000 })
      })
      await time('inquiriesTab', async () => {
        await page.getByRole('tab', { name: 'Contact Inquiries' }).click()
        await page.getByRole('row', { name: /visitor0@bench/ }).waitFor({ timeout: 120_000 })
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return [
    `Dashboard in Chromium, median of ${RUNS} page loads (ms):`,
    ...Object.entries(results).map(([name, values]) => `  ${name.padEnd(18)} ${Math.round(median(values))}`),
  ]
}
