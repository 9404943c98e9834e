/**
 * bench:analytics' report phase: the visitor report over 30 days, 12 months and all time,
 * unfiltered (read from the rollups) and filtered (one source, entry page, viewed page or country; a
 * source AND a country: read from their slices and the open days' kept visits), each measured three
 * ways in one run:
 * - cold start: its first request after the server's restart (empty caches);
 * - cold: COLD_READS requests each after a write to the analytics (as every flush of a busy site
 *   does), so the report cache holds nothing and the report is read again;
 * - warm: READS requests in a row, nothing written (the report cache answers).
 */
import type { Client } from '@libsql/client'

import { FLUSH_VERSION } from '../../src/analytics/store/sqlite-ingest'
import { addDays, localDayHour, siteTimeZone } from '../../src/analytics/model/time'
import { progress } from './phase'

const READS = 20
const COLD_READS = 5
const SPANS: [string, string][] = [
  ['30 days', 'range=30d'],
  ['12 months', 'range=12m'],
  ['all time', 'range=all'],
]
/** The most common referrer host and country of the seeded history (scripts/bench/seed-analytics.ts). */
const FILTERS: [string, string][] = [
  ['unfiltered', ''],
  ['source google.com', '&source=google.com'],
  ['entry page /', '&entry_page=/'],
  ['viewed page /team', '&page=/team'],
  ['country US', '&country=US'],
  ['source google.com AND country US', '&source=google.com&country=US'],
  // A saved segment of two filters is its filters in the query: against the same dates a year earlier.
  ['segment google.com AND US, compare=year', '&source=google.com&country=US&compare=year'],
]

/** A 4-step funnel and two custom goals, saved before the readings (scripts/bench/seed-analytics.ts' pages). */
const FUNNEL = {
  name: 'Bench funnel',
  steps: [
    { type: 'page', path: '/' },
    { type: 'page', path: '/insights*' },
    { type: 'page', path: '/team' },
    { type: 'lead' },
  ],
}
const GOALS = [
  { name: 'Read an insight', type: 'page', path: '/insights/*' },
  { name: 'Deck', type: 'event', event: 'deck-download' },
]

async function post(base: URL, key: string, pathname: string, body: unknown) {
  const response = await fetch(new URL(pathname, base), {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`)
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

export async function getJson(base: URL, pathname: string, key: string): Promise<{ pageViews: number }> {
  const response = await fetch(new URL(pathname, base), {
    headers: { 'x-api-key': key },
    signal: AbortSignal.timeout(60_000),
  })
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<{ pageViews: number }>
}

async function timed(base: URL, key: string, pathname: string): Promise<{ ms: number; pageViews: number }> {
  const sent = performance.now()
  const { pageViews } = await getJson(base, pathname, key)
  return { ms: performance.now() - sent, pageViews: pageViews ?? 0 }
}

type Reading = { label: string; coldStart: number; cold: number[]; warm: number[]; pageViews: number }

/**
 * Every report's readings (those whose label holds `only`, if given), right after a restart; `database`
 * writes the flush version as a flush would. The funnel and goals are saved first unless `saved` (an
 * earlier reading on the same database saved them).
 */
export async function reportReadings(
  base: URL,
  key: string,
  database: Client,
  { saved = false, only = '' }: { saved?: boolean; only?: string } = {},
): Promise<Reading[]> {
  if (!saved) {
    await post(base, key, '/api/analytics/funnels', FUNNEL)
    for (const goal of GOALS) await post(base, key, '/api/analytics/goals', goal)
  }
  const all = [
    ...FILTERS.flatMap(([filter, query]) =>
      SPANS.map(([span, range]) => ({
        label: `${span}, ${filter}`,
        pathname: `/api/visitor-analytics?${range}${query}`,
      })),
    ),
    // Custom goals and funnels (GET /api/visitor-analytics/conversions): two goals and a 4-step funnel.
    ...SPANS.map(([span, range]) => ({
      label: `${span}, goals and a 4-step funnel`,
      pathname: `/api/visitor-analytics/conversions?${range}`,
    })),
  ]
  const reports = all.filter(({ label }) => label.includes(only))
  const readings: Reading[] = []
  for (const { label, pathname } of reports) {
    const first = await timed(base, key, pathname)
    readings.push({ label, coldStart: first.ms, cold: [], warm: [], pageViews: first.pageViews })
  }
  for (let i = 0; i < COLD_READS; i += 1) {
    for (const [at, { pathname }] of reports.entries()) {
      await database.execute(`UPDATE ${FLUSH_VERSION} SET version = version + 1 WHERE id = 1`)
      readings[at].cold.push((await timed(base, key, pathname)).ms)
    }
  }
  for (const [at, { label, pathname }] of reports.entries()) {
    for (let i = 0; i < READS; i += 1) readings[at].warm.push((await timed(base, key, pathname)).ms)
    const { coldStart, cold, warm, pageViews } = readings[at]
    progress(
      `${label}: ${pageViews.toLocaleString('en-US')} page views; cold start ${coldStart.toFixed(0)} ms, cold p95 ${percentile(cold, 95).toFixed(0)} ms, warm p95 ${percentile(warm, 95).toFixed(1)} ms`,
    )
  }
  return readings
}

/** Every request a different 30-day window somewhere in the history: nothing read twice in a row. */
export async function windowReadings(base: URL, key: string, days: number): Promise<number[]> {
  const today = localDayHour(Date.now(), siteTimeZone()).day
  const windows: number[] = []
  for (let i = 0; i < READS; i += 1) {
    const from = addDays(today, -30 - ((i * 97) % (days - 31)))
    windows.push((await timed(base, key, `/api/visitor-analytics?from=${from}&to=${addDays(from, 29)}`)).ms)
  }
  progress(`different 30-day windows: p95 ${percentile(windows, 95).toFixed(1)} ms`)
  return windows
}

/** The table rows of the readings. */
export function reportRows(readings: Reading[], emptyRouteP95: number | null, build = ''): [string, string, string][] {
  const floor = emptyRouteP95 === null ? '' : `; empty Next route p95 ${emptyRouteP95.toFixed(1)}`
  return readings.flatMap(({ label, coldStart, cold, warm, pageViews }): [string, string, string][] => [
    [
      `${build}report ${label}: cold p95 (ms)`,
      percentile(cold, 95).toFixed(0),
      `${COLD_READS} requests, each after a write; first after the restart ${coldStart.toFixed(0)}; goal <= 150; ${pageViews.toLocaleString('en-US')} page views`,
    ],
    [
      `${build}report ${label}: warm p95 (ms)`,
      percentile(warm, 95).toFixed(1),
      `${READS} requests; goal <= 150${floor}`,
    ],
  ])
}
