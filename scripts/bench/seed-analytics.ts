/**
 * The bench's analytics history: rollup rows for millions of page views over years of days,
 * shaped like real traffic (a few large values and a long tail per dimension).
 */
import type { Client } from '@libsql/client'

import { SqliteIngestStore } from '../../src/analytics/store/sqlite-ingest'
import { CHANNELS } from '../../src/lib/channels'
import type { DailyRow, DimensionRow, GoalRow, HourRow, PageRow } from '../../src/analytics/model/rollup'
import { addDays, localDayHour, siteTimeZone } from '../../src/analytics/model/time'

/** The site's pages the bench's events and history use. */
export const PATHS = [
  '/',
  '/team',
  '/insights',
  '/contact',
  '/disclaimer',
  ...Array.from({ length: 35 }, (_, i) => `/insights/post-${i}`),
]

const DEVICES = ['Desktop', 'Mobile', 'Tablet']
const BROWSERS = ['Chrome', 'Safari', 'Edge', 'Firefox', 'Samsung Internet', 'Opera']
const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'AU', 'IN', 'SG', 'CH', 'SE', 'JP', 'BR', 'MX', 'ES', 'IT', '']
const SOURCES = ['google', 'newsletter', 'linkedin', 'twitter', 'partner', 'podcast', 'crunchbase', 'bing']
const MEDIA = ['cpc', 'email', 'social', 'referral', 'display']
const SEED_PATHS = [...PATHS, ...Array.from({ length: 160 }, (_, i) => `/insights/archive-${i}`)]
const REFERRER_HOSTS = [
  'direct',
  'google.com',
  'linkedin.com',
  'news.ycombinator.com',
  'bing.com',
  'duckduckgo.com',
  't.co',
  'reddit.com',
  ...Array.from({ length: 60 }, (_, i) => `blog-${i}.example`),
]

/** A deterministic pseudo-random share of `total` for item `i` of `n` on `day` (skewed: a few large, a long tail). */
function split(total: number, n: number, seed: number): number[] {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** 1.1 + ((seed * 31 + i * 17) % 7) / 100)
  const sum = weights.reduce((a, b) => a + b, 0)
  return weights.map((weight) => Math.floor((total * weight) / sum))
}

function seedDay(day: string, index: number, pageviews: number) {
  const sessions = Math.round(pageviews / 2.6)
  const visitors = Math.round(sessions * 0.85)
  const bounces = Math.round(sessions * 0.45)
  const durationMs = sessions * 95_000
  const daily: DailyRow = {
    day,
    sessions,
    bounces,
    durationMs,
    pageviews,
    visitors,
    converters: Math.round(visitors * 0.01),
  }
  const dimensions: DimensionRow[] = []
  const add = (dimension: DimensionRow['dimension'], values: string[], share = 1) => {
    const visits = split(Math.round(sessions * share), values.length, index)
    values.forEach((value, i) => {
      if (visits[i] === 0) return
      dimensions.push({
        day,
        dimension,
        value,
        sessions: visits[i],
        visitors: Math.round(visits[i] * 0.85),
        pageviews: Math.round(visits[i] * 2.6),
        bounces: Math.round(visits[i] * 0.45),
        durationMs: visits[i] * 95_000,
        conversions: Math.floor(visits[i] / 90),
      })
    })
  }
  add('device', DEVICES)
  add('browser', BROWSERS)
  add('country', COUNTRIES)
  add('referrer', REFERRER_HOSTS)
  add('channel', [...CHANNELS])
  add('utm_source', SOURCES, 0.3)
  add('utm_medium', MEDIA, 0.3)
  add(
    'utm_campaign',
    Array.from({ length: 12 }, (_, i) => `campaign-${(Math.floor(index / 30) + i) % 40}`),
    0.25,
  )
  add('entry_page', SEED_PATHS.slice(0, 60))
  const pages: PageRow[] = split(pageviews, SEED_PATHS.length, index).map((views, i) => ({
    day,
    path: SEED_PATHS[i],
    views,
    uniques: Math.round(views * 0.8),
    exits: Math.round(views * 0.3),
  }))
  const hours: HourRow[] = split(pageviews, 24, index).map((views, hour) => ({
    day,
    hour: (hour + 9) % 24,
    pageviews: views,
    visitors: Math.round(views / 2.2),
  }))
  const goals: GoalRow[] = [
    {
      day,
      goal: 'assessment_started',
      detail: '',
      events: Math.round(visitors * 0.03),
      visitors: Math.round(visitors * 0.03),
    },
    ...Array.from({ length: 16 }, (_, step) => {
      const reached = Math.round(visitors * 0.03 * 0.93 ** (step + 1))
      return { day, goal: 'assessment_step' as const, detail: String(step), events: reached, visitors: reached }
    }),
    { day, goal: 'assessment_completed', detail: '', events: daily.converters, visitors: daily.converters },
    {
      day,
      goal: 'contact_submitted',
      detail: '',
      events: Math.round(visitors * 0.004),
      visitors: Math.round(visitors * 0.004),
    },
    { day, goal: 'not_found', detail: `/old-${index % 25}`, events: 3, visitors: 3 },
  ]
  return { daily: [daily], dimensions, pages, hours, goals }
}

/**
 * Writes rollup rows as the collector would have written them for `total` page views spread
 * over the `days` local days before today, through the collector's own store, in bulk.
 */
export async function seedRollups(
  database: Client,
  total: number,
  days: number,
  progress: (line: string) => void,
): Promise<{ pageviews: number; rows: number }> {
  const store = new SqliteIngestStore(database)
  const today = localDayHour(Date.now(), siteTimeZone()).day
  const perDay = Math.floor(total / days)
  let pageviews = 0
  let rows = 0
  let batch = {
    daily: [] as DailyRow[],
    dimensions: [] as DimensionRow[],
    pages: [] as PageRow[],
    hours: [] as HourRow[],
    goals: [] as GoalRow[],
  }
  for (let index = 0; index < days; index += 1) {
    const day = addDays(today, index - days)
    const count = index === days - 1 ? total - pageviews : perDay
    const rollups = seedDay(day, index, count)
    for (const key of Object.keys(batch) as (keyof typeof batch)[]) (batch[key] as unknown[]).push(...rollups[key])
    pageviews += count
    if ((index + 1) % 50 === 0 || index === days - 1) {
      rows += Object.values(batch).reduce((sum, list) => sum + list.length, 0)
      await store.addRollups(batch)
      batch = { daily: [], dimensions: [], pages: [], hours: [], goals: [] }
      progress(
        `${index + 1}/${days} days, ${pageviews.toLocaleString('en-US')} page views, ${rows.toLocaleString('en-US')} day rows`,
      )
    }
  }
  return { pageviews, rows }
}
