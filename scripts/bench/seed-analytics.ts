/**
 * The bench's analytics history as the collector keeps it: visits drawn one by one (skewed
 * sources, countries, devices, pages), written to the kept visits with their page views and
 * goals, and the day and month rollups summed from those same visits — so unfiltered reports
 * (rollups) and filtered ones (kept visits) read one history. Direct SQL in batches.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'

import type { Client, InStatement, InValue } from '@libsql/client'

import type {
  DailyRow,
  Dimension,
  DimensionRow,
  GoalRow,
  HourRow,
  PageRow,
  VisitGoalRow,
  VisitPageRow,
  VisitRow,
} from '../../src/analytics/model/rollup'
import { VISIT_DIMENSIONS } from '../../src/analytics/model/rollup'
import { closedThrough } from '../../src/analytics/model/slices'
import { SqliteAnalyticsStore } from '../../src/analytics/store/sqlite'
import { SqliteIngestStore, visitStatements } from '../../src/analytics/store/sqlite-ingest'
import { TABLES } from '../../src/analytics/store/types'
import { valuesStatements } from '../../src/lib/sql-rows'
import { addDays, localDayHour, siteTimeZone } from '../../src/analytics/model/time'
import { channelOf } from '../../src/lib/channels'

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
const COUNTRIES = ['US', 'GB', 'CA', 'DE', 'FR', 'NL', 'AU', 'IN', 'SG', 'CH', 'SE', 'JP', 'BR', 'MX', 'ES', 'IT', '']
const UTM_SOURCES = ['newsletter', 'linkedin', 'google', 'twitter', 'partner', 'podcast', 'crunchbase', 'bing']
const MEDIA = ['email', 'social', 'cpc', 'referral', 'display']
const SEED_PATHS = [...PATHS, ...Array.from({ length: 160 }, (_, i) => `/insights/archive-${i}`)]
const HOSTS = [
  '',
  'google.com',
  'linkedin.com',
  'news.ycombinator.com',
  'bing.com',
  'duckduckgo.com',
  't.co',
  'reddit.com',
  ...Array.from({ length: 60 }, (_, i) => `blog-${i}.example`),
]
/** Local hours of a day's visits, busiest first (office hours). */
const HOURS = [14, 15, 10, 11, 16, 13, 9, 12, 17, 8, 18, 19, 20, 7, 21, 22, 6, 23, 5, 0, 4, 1, 3, 2]
/** Share of visits tagged with UTM parameters. */
const TAGGED = 0.25

/** mulberry32: the same history on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A picker of a list's items, the first most likely (weight 1 / rank^1.1, a long tail). */
function skewed<T>(items: readonly T[], rand: () => number): () => T {
  const cumulative: number[] = []
  let sum = 0
  for (let i = 0; i < items.length; i += 1) cumulative.push((sum += 1 / (i + 1) ** 1.1))
  return () => {
    const target = rand() * sum
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if (cumulative[mid] < target) low = mid + 1
      else high = mid
    }
    return items[low]
  }
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const randomId = (rand: () => number, length: number) => {
  let id = ''
  for (let i = 0; i < length; i += 1) id += ID_CHARS[Math.floor(rand() * 64)]
  return id
}

type DayHistory = {
  visits: VisitRow[]
  visitPages: VisitPageRow[]
  visitGoals: VisitGoalRow[]
  /** The event log's rows (ts, day, name, path, session id), in each visit's order: what funnels read. */
  events: InValue[][]
  rollups: { daily: DailyRow[]; dimensions: DimensionRow[]; pages: PageRow[]; hours: HourRow[]; goals: GoalRow[] }
}

/** Counts of distinct visitor ids per key, with sums. */
class DayTally<R extends object> {
  readonly rows = new Map<string, R>()
  private seen = new Set<string>()
  row(key: string, make: () => R): R {
    let row = this.rows.get(key)
    if (!row) this.rows.set(key, (row = make()))
    return row
  }
  /** Whether the visitor is new under this key today. */
  first(key: string, visitorId: string): boolean {
    const seen = `${key}\u0000${visitorId}`
    if (this.seen.has(seen)) return false
    this.seen.add(seen)
    return true
  }
}

function seedDay(day: string, index: number, pageviews: number): DayHistory {
  const rand = random(index + 1)
  const pick = {
    host: skewed(HOSTS, rand),
    utmSource: skewed(UTM_SOURCES, rand),
    medium: skewed(MEDIA, rand),
    country: skewed(COUNTRIES, rand),
    device: skewed(DEVICES, rand),
    browser: skewed(BROWSERS, rand),
    entry: skewed(SEED_PATHS.slice(0, 60), rand),
    path: skewed(SEED_PATHS, rand),
    hour: skewed(HOURS, rand),
  }
  const visitors: string[] = []
  const history: DayHistory = {
    visits: [],
    visitPages: [],
    events: [],
    visitGoals: [],
    rollups: { daily: [], dimensions: [], pages: [], hours: [], goals: [] },
  }
  const daily: DailyRow = { day, sessions: 0, bounces: 0, durationMs: 0, pageviews: 0, visitors: 0, converters: 0 }
  const dimensions = new DayTally<DimensionRow>()
  const pages = new DayTally<PageRow>()
  const hours = new DayTally<HourRow>()
  const goals = new DayTally<GoalRow>()
  const totals = new DayTally<DailyRow>()
  const goal = (visitId: string, visitorId: string, name: GoalRow['goal'], detail: string) => {
    history.visitGoals.push({ visitId, day, goal: name, detail, events: 1 })
    const row = goals.row(`${name}\u0000${detail}`, () => ({ day, goal: name, detail, events: 0, visitors: 0 }))
    row.events += 1
    if (goals.first(`${name}\u0000${detail}`, visitorId)) row.visitors += 1
  }
  while (daily.pageviews < pageviews) {
    // One visitor in seven comes back for a second visit the same day.
    const visitorId =
      visitors.length > 0 && rand() < 1 / 7 ? visitors[Math.floor(rand() * visitors.length)] : randomId(rand, 22)
    visitors.push(visitorId)
    const tagged = rand() < TAGGED
    const host = pick.host()
    const utmSource = tagged ? pick.utmSource() : ''
    const medium = tagged ? pick.medium() : ''
    const views = rand() < 0.45 ? 1 : 2 + Math.floor(rand() * rand() * 8)
    const entry = pick.entry()
    const paths = [entry, ...Array.from({ length: views - 1 }, () => pick.path())]
    const startHour = pick.hour()
    const conversions = views > 2 && rand() < 0.03 ? 1 : 0
    const durationMs = views === 1 ? 0 : (views - 1) * 40_000 + Math.floor(rand() * 60_000)
    const startedAt = Date.parse(`${day}T${String(startHour).padStart(2, '0')}:00:00Z`) + Math.floor(rand() * 3_000_000)
    const visit: VisitRow = {
      id: randomId(rand, 36),
      day,
      visitorId,
      startedAt,
      lastAt: startedAt + durationMs,
      pageviews: views,
      bounces: views === 1 ? 1 : 0,
      durationMs,
      conversions,
      exitPage: paths.at(-1)!,
      device: pick.device(),
      browser: pick.browser(),
      country: pick.country(),
      referrer: utmSource || host || 'direct',
      channel: channelOf({ source: utmSource, medium, referrerHost: host }),
      utm_source: utmSource,
      utm_medium: medium,
      utm_campaign: tagged ? `campaign-${(Math.floor(index / 30) + Math.floor(rand() * 12)) % 40}` : '',
      utm_term: tagged && rand() < 0.3 ? `term-${Math.floor(rand() * 20)}` : '',
      utm_content: tagged && rand() < 0.3 ? `content-${Math.floor(rand() * 6)}` : '',
      entry_page: entry,
    }
    history.visits.push(visit)
    const visitPages = new Map<string, VisitPageRow>()
    paths.forEach((path, at) => {
      const hour = (startHour + (at > 3 ? 1 : 0)) % 24
      const key = `${path}\u0000${hour}`
      const row = visitPages.get(key) ?? { visitId: visit.id, day, path, hour, views: 0 }
      row.views += 1
      visitPages.set(key, row)
    })
    history.visitPages.push(...visitPages.values())
    paths.forEach((path, at) => history.events.push([startedAt + at * 40_000, day, 'pageview', path, visit.id]))
    if (conversions) {
      goal(visit.id, visitorId, 'assessment_started', '')
      goal(visit.id, visitorId, 'assessment_completed', '')
      history.events.push(
        [visit.lastAt + 1, day, 'assessment_started', '/assessment', visit.id],
        [visit.lastAt + 2, day, 'assessment_completed', '/assessment', visit.id],
      )
    } else if (views > 1 && rand() < 0.01) {
      goal(visit.id, visitorId, 'contact_submitted', '')
      history.events.push([visit.lastAt + 1, day, 'contact_submitted', '/contact', visit.id])
    }

    add(daily, visit, totals.first('', visitorId))
    if (conversions && totals.first('converted', visitorId)) daily.converters += 1
    for (const dimension of VISIT_DIMENSIONS) {
      const value = visit[dimension]
      if (value === '' && dimension !== 'country') continue
      const key = `${dimension}\u0000${value}`
      const row = dimensions.row(key, () => ({ day, dimension: dimension as Dimension, value, ...zero() }))
      add(row, visit, dimensions.first(key, visitorId))
      row.conversions += conversions
    }
    const unique = new Set<string>()
    for (const { path, hour, views: count } of visitPages.values()) {
      const page = pages.row(path, () => ({ day, path, views: 0, uniques: 0, exits: 0 }))
      page.views += count
      if (!unique.has(path)) page.uniques += 1
      unique.add(path)
      const hourRow = hours.row(String(hour), () => ({ day, hour, pageviews: 0, visitors: 0 }))
      hourRow.pageviews += count
      if (hours.first(String(hour), visitorId)) hourRow.visitors += 1
    }
    pages.row(visit.exitPage, () => ({ day, path: visit.exitPage, views: 0, uniques: 0, exits: 0 })).exits += 1
  }
  history.rollups = {
    daily: [daily],
    dimensions: [...dimensions.rows.values()],
    pages: [...pages.rows.values()],
    hours: [...hours.rows.values()],
    goals: [...goals.rows.values()],
  }
  return history
}

const zero = () => ({ visitors: 0, sessions: 0, pageviews: 0, bounces: 0, durationMs: 0, conversions: 0 })

function add(
  row: { visitors: number; sessions: number; pageviews: number; bounces: number; durationMs: number },
  visit: VisitRow,
  newVisitor: boolean,
) {
  row.sessions += 1
  row.pageviews += visit.pageviews
  row.bounces += visit.bounces
  row.durationMs += visit.durationMs
  if (newVisitor) row.visitors += 1
}

export type SeededHistory = { pageviews: number; visits: number; visitPages: number; rollupRows: number; days: number }

/** Kept visits written per transaction at most: the statements held in memory stay the same size at any traffic. */
const VISITS_PER_WRITE = 20_000

/** The secondary indexes of the kept visits' tables: dropped while seeding, built once after (a bulk load). */
async function visitIndexes(database: Client): Promise<string[]> {
  const result = await database.execute({
    sql: `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (?, ?, ?, ?)`,
    args: [TABLES.visits, TABLES.visitPages, TABLES.visitGoals, TABLES.events],
  })
  for (const row of result.rows) await database.execute(`DROP INDEX \`${String(row.name)}\``)
  return result.rows.map((row) => String(row.sql))
}

/**
 * `total` page views over the `days` local days before today: visits, their pages and goals,
 * and the rollups summed from them, as the collector would have written them.
 */
export async function seedVisits(
  database: Client,
  total: number,
  days: number,
  progress: (line: string) => void,
): Promise<SeededHistory> {
  await database.execute('PRAGMA synchronous = OFF')
  const indexes = await visitIndexes(database)
  const store = new SqliteIngestStore(database)
  const today = localDayHour(Date.now(), siteTimeZone()).day
  const perDay = Math.floor(total / days)
  const seeded: SeededHistory = { pageviews: 0, visits: 0, visitPages: 0, rollupRows: 0, days }
  let statements: InStatement[] = []
  let pending = 0
  const started = performance.now()
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0)
  for (let index = 0; index < days; index += 1) {
    const day = addDays(today, index - days)
    const history = seedDay(day, index, index === days - 1 ? total - seeded.pageviews : perDay)
    seeded.pageviews += history.rollups.daily[0].pageviews
    seeded.visits += history.visits.length
    seeded.visitPages += history.visitPages.length
    seeded.rollupRows += Object.values(history.rollups).reduce((sum, rows) => sum + rows.length, 0)
    await store.addRollups(history.rollups)
    statements.push(
      ...visitStatements(history),
      ...valuesStatements(`INSERT INTO ${TABLES.events} (ts, day, name, path, session_id)`, 5, history.events),
    )
    pending += history.visits.length
    const report = (index + 1) % 20 === 0 || index === days - 1
    if (report || pending >= VISITS_PER_WRITE) {
      await database.batch(statements, 'write')
      statements = []
      pending = 0
    }
    if (report)
      progress(
        `${index + 1}/${days} days: ${seeded.visits.toLocaleString('en-US')} visits, ${seeded.pageviews.toLocaleString('en-US')} page views (${seconds()} s, RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB)`,
      )
    // libsql frees a statement it prepared in a finalizer that runs only when the event loop turns; every
    // await here resolves at once, so without this turn the statements of the whole seeding stayed in memory.
    await new Promise((resolve) => setImmediate(resolve))
  }
  for (const sql of indexes) await database.execute(sql)
  progress(`indexes of the kept visits built (${seconds()} s)`)
  await database.execute('PRAGMA synchronous = NORMAL')
  return seeded
}

/** The figures of a history seeded before (BENCH_DATABASE), counted in the database. */
export async function seededHistory(database: Client): Promise<SeededHistory> {
  const one = async (sql: string) => Number((await database.execute(sql)).rows[0].n)
  const dayTables = [TABLES.daily, TABLES.dimensions, TABLES.pages, TABLES.hours, TABLES.goals]
  const rollupCounts = await Promise.all(dayTables.map((table) => one(`SELECT COUNT(*) AS n FROM ${table}`)))
  const first = (await database.execute(`SELECT MIN(day) AS day FROM ${TABLES.daily}`)).rows[0].day
  const today = localDayHour(Date.now(), siteTimeZone()).day
  return {
    pageviews: await one(`SELECT COALESCE(SUM(pageviews), 0) AS n FROM ${TABLES.daily}`),
    visits: await one(`SELECT COUNT(*) AS n FROM ${TABLES.visits}`),
    visitPages: await one(`SELECT COUNT(*) AS n FROM ${TABLES.visitPages}`),
    rollupRows: rollupCounts.reduce((sum, n) => sum + n, 0),
    days: first === null ? 1 : Math.max(1, (Date.parse(today) - Date.parse(String(first))) / 86_400_000),
  }
}

/**
 * The sliceAnalytics job's catch-up over the whole seeded history, in its worker thread on the
 * database `file`, with the slices' rows and size and how long this thread's event loop was held meanwhile.
 */
export async function sliceHistory(database: Client, file: string) {
  const started = performance.now()
  const today = localDayHour(Date.now(), siteTimeZone()).day
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const sliced = await new SqliteAnalyticsStore(database, file).sliceClosedDays(closedThrough(today))
  delay.disable()
  const seconds = (performance.now() - started) / 1000
  const count = async (table: string) =>
    Number((await database.execute(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0].n)
  const size = await database
    .execute({
      sql: `SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name IN (?, ?)`,
      args: [TABLES.dailySlices, TABLES.monthlySlices],
    })
    .then((result) => Number(result.rows[0].bytes) / 1e6)
    .catch(() => null)
  return {
    ...sliced,
    seconds,
    eventLoopMaxMs: delay.max / 1e6,
    eventLoopP99Ms: delay.percentile(99) / 1e6,
    dayRows: await count(TABLES.dailySlices),
    dayTotalRows: Number(
      (await database.execute(`SELECT COUNT(*) AS n FROM ${TABLES.dailySlices} WHERE kind = 'total'`)).rows[0].n,
    ),
    monthRows: await count(TABLES.monthlySlices),
    megabytes: size,
  }
}
