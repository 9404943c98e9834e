/**
 * Operations on the production build: the shared server backs itself up without anyone asking;
 * a server whose BACKUP_DIR cannot be written keeps serving and its dashboard header says so;
 * /api/metrics answers a scraper holding METRICS_TOKEN, with counters that move.
 */
import { type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BackupStatus } from '@/contracts/backups'

import { type ProductionServer, startProductionServer } from '../../scripts/production-server'
import { adminKey, baseURL, DESKTOP, launchBrowser } from './browser'

const METRICS_TOKEN = 'e2e-metrics-token'
const BROKEN_DIR = '/dev/null/backups'

let server: ProductionServer
let browser: Browser

beforeAll(async () => {
  server = await startProductionServer({ env: { BACKUP_DIR: BROKEN_DIR, METRICS_TOKEN } })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const backupStatus = async (base: string, key: string) =>
  (await (await fetch(`${base}/api/backups/status`, { headers: { 'x-api-key': key } })).json()) as BackupStatus

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 60_000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

describe('backups', () => {
  it('a fresh server takes its first snapshot shortly after start, with nobody asking', async () => {
    const status = await eventually(
      () => backupStatus(baseURL(), adminKey()),
      (value) => value.state !== 'none',
    )
    expect(status).toMatchObject({ state: 'ok', failures: 0, lastError: null })
    expect(status.lastSnapshot).toMatch(/^snapshot-\d{8}T\d{6}Z$/)
  })

  it('the dashboard header shows a failing backup, and the server keeps serving', async () => {
    const status = await eventually(
      () => backupStatus(server.baseURL, server.adminKey),
      (value) => value.state === 'failing',
    )
    expect(status.lastError).toBe(
      `Backup folder ${BROKEN_DIR} cannot be written (ENOTDIR): check BACKUP_DIR and its owner`,
    )
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.addInitScript((key) => window.localStorage.setItem('api-key', key), server.adminKey)
    const page = await context.newPage()
    await page.goto(`${server.baseURL}/admin`)
    const line = page.getByRole('status').filter({ hasText: 'Backup failing' })
    await line.waitFor({ timeout: 30_000 })
    expect(await line.textContent()).toBe(
      `Backup failing: Backup folder ${BROKEN_DIR} cannot be written (ENOTDIR): check BACKUP_DIR and its owner. Last good backup: never.`,
    )
    await context.close()
    // Read to its end: the metrics test's scrapes must not race this answer's count.
    const health = await fetch(`${server.baseURL}/api/health`)
    expect(health.status).toBe(200)
    await health.text()
  })
})

describe('GET /api/metrics', () => {
  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) =>
    fetch(`${server.baseURL}/api/metrics`, { headers })
  const series = (text: string, name: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${name} `))
        ?.split(' ')[1] ?? 0,
    )

  it('is a 401 without the token', async () => {
    const response = await scrape({})
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
  })

  it('answers Prometheus with counters that move with requests, and the failing backup', async () => {
    const health = 'http_requests_total{method="GET",route="/api/health",status="200"}'
    const before = await (await scrape()).text()
    // Each answer read to its end: a request is counted once its answer is sent.
    for (let i = 0; i < 4; i += 1) await (await fetch(`${server.baseURL}/api/health`)).text()
    const response = await scrape()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    const after = await response.text()
    expect(series(after, health) - series(before, health)).toBe(4)
    expect(series(after, 'backup_failures')).toBeGreaterThanOrEqual(1)
    expect(series(after, 'backup_last_success_timestamp_seconds')).toBe(0)
    expect(after).toMatch(/^process_resident_memory_bytes \d+$/m)
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m)
  })
})
