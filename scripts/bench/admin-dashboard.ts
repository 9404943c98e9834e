/**
 * `npm run bench:admin`: the admin dashboard with 10,000 assessments and 10,000 inquiries.
 * Seeds a fresh SQLite database, starts the production build (`npm run build` first) on port
 * BENCH_PORT (3790), and prints the time to the first rendered rows, to a search and a revenue
 * filter, and to switching tabs, as the median of RUNS page loads in Chromium.
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from 'playwright-core'

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const port = Number(process.env.BENCH_PORT ?? 3790)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-bench-'))
const key = `bench-${randomUUID()}`
const env = {
  ...process.env,
  DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
  SECRETS_FILE: path.join(dir, 'secrets.json'),
  MEDIA_DIR: path.join(dir, 'media'),
  ADMIN_API_KEY: key,
  NODE_OPTIONS: '--no-deprecation',
}

execFileSync('node_modules/.bin/payload', ['run', 'scripts/bench/seed-leads.ts', String(COUNT)], {
  env,
  stdio: 'inherit',
})

const server = spawn('node_modules/.bin/tsx', ['scripts/server.ts'], {
  env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('server did not start')), 120_000)
  server.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Ready on')) {
      clearTimeout(timer)
      resolve()
    }
  })
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
})

const base = `http://127.0.0.1:${port}`
const apiTimes: Record<string, number> = {}
/** One admin list, timing the API alone (the part of the first render the browser does not control). */
async function list(resource: string) {
  const start = performance.now()
  const rows = (await (await fetch(`${base}/api/${resource}`, { headers: { 'x-api-key': key } })).json()) as {
    annualRevenue?: string
  }[]
  apiTimes[`GET /api/${resource}`] = Math.round(performance.now() - start)
  return rows
}
const assessments = await list('assessments')
const inquiries = await list('contact')
const topBand = assessments.filter((row) => row.annualRevenue === '5m-plus').length

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const results: Record<string, number[]> = {
  firstRows: [],
  search: [],
  revenue: [],
  inquiriesTab: [],
  backToAssessments: [],
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    await context.addInitScript((value) => localStorage.setItem('api-key', value), key)
    const page = await context.newPage()
    const timed = async (name: string, action: () => Promise<unknown>) => {
      const start = performance.now()
      await action()
      results[name].push(performance.now() - start)
    }
    await timed('firstRows', async () => {
      await page.goto(`${base}/admin`)
      await page.getByText(`Business Assessments (${assessments.length})`).waitFor({ timeout: 120_000 })
      await page.getByRole('row', { name: /Bench Business 0(?!\d)/ }).waitFor()
    })
    await timed('search', async () => {
      await page.getByPlaceholder('Search by name, email, or business...').fill('owner4242@')
      await page.getByText('Business Assessments (1)').waitFor()
    })
    await page.getByPlaceholder('Search by name, email, or business...').fill('')
    await page.getByText(`Business Assessments (${assessments.length})`).waitFor()
    await timed('revenue', async () => {
      await page.getByLabel('Revenue filter').click()
      await page.getByRole('option', { name: '5m-plus' }).click()
      await page.getByText(`Business Assessments (${topBand})`).waitFor()
    })
    await timed('inquiriesTab', async () => {
      await page.getByRole('tab', { name: 'Contact Inquiries' }).click()
      await page.getByText(`Contact Inquiries (${inquiries.length})`).waitFor()
    })
    await timed('backToAssessments', async () => {
      await page.getByRole('tab', { name: 'Business Assessments' }).click()
      await page.getByText(`Business Assessments (${topBand})`).waitFor()
    })
    await context.close()
  }
} finally {
  await browser.close()
  server.kill('SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
}
console.log(
  `Admin dashboard, ${assessments.length} assessments + ${inquiries.length} inquiries, median of ${RUNS} runs (ms):`,
)
for (const [name, values] of Object.entries(results)) console.log(`  ${name.padEnd(18)} ${Math.round(median(values))}`)
console.log('API alone, first call (ms):')
for (const [name, value] of Object.entries(apiTimes)) console.log(`  ${name.padEnd(24)} ${value}`)
