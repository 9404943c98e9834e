import type { InStatement, TransactionMode } from '@libsql/client'
import type { PeriodQuery, ReportFilters } from '../../../src/contracts/analytics'
import { beforeAll, describe, expect, it } from 'vitest'

import { Collector } from '@/analytics/collector'
import { resolvePeriod } from '@/analytics/model/period'
import { closedThrough } from '@/analytics/model/slices'
import { localDayHour } from '@/analytics/model/time'
import { visitorReportFor } from '@/analytics/queries/visitor-analytics'
import { FLUSH_VERSION } from '@/analytics/store/sqlite-ingest'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES } from '@/analytics/store/types'

import { seedVisits } from '../../../scripts/bench/seed-analytics'
import { sqliteClient, TIME_ZONE } from './harness'

const FILTERS: [string, ReportFilters][] = [
  ['unfiltered', {}],
  ['a source (sliced)', { source: 'google.com' }],
  ['a source AND a country (sliced)', { source: 'google.com', country: 'US' }],
  ['a page (kept visits)', { page: '/team' }],
]
const PERIODS: PeriodQuery[] = [{ range: 'today' }, { range: '30d' }, { range: '12m' }, { range: 'all' }]

/** The statements a report sends, as text, and its write transactions. */
type Sent = { statements: string[]; writes: number }

describe('a report after a write: one report-cache write, one plan lookup, the previous period read once', () => {
  let store: SqliteAnalyticsStore
  let collector: Collector
  let bump: () => Promise<unknown>
  const sent: Sent = { statements: [], writes: 0 }
  const now = Date.now()

  beforeAll(async () => {
    const client = await sqliteClient()
    for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
    await seedVisits(client, 12_000, 60, () => undefined)
    const text = (statement: InStatement) => (typeof statement === 'string' ? statement : statement.sql)
    const counting = {
      execute: (statement: InStatement) => {
        sent.statements.push(text(statement))
        return client.execute(statement)
      },
      batch: (statements: InStatement[], mode?: TransactionMode) => {
        sent.statements.push(...statements.map(text))
        if (mode === 'write') sent.writes += 1
        return client.batch(statements, mode)
      },
    }
    store = new SqliteAnalyticsStore(counting)
    await store.sliceClosedDays(closedThrough(localDayHour(now, TIME_ZONE).day))
    collector = new Collector(
      store,
      TIME_ZONE,
      () => now,
      undefined,
      () => '',
    )
    bump = () => client.execute(`UPDATE ${FLUSH_VERSION} SET version = version + 1 WHERE id = 1`)
    // The first reports keep their past parts (written once); what follows is every later write's cost.
    for (const [, filters] of FILTERS)
      for (const period of PERIODS) await visitorReportFor({ store, collector }, period, TIME_ZONE, now, filters)
  })

  async function afterWrite(period: PeriodQuery, filters: ReportFilters): Promise<Sent> {
    await bump()
    sent.statements = []
    sent.writes = 0
    await visitorReportFor({ store, collector }, period, TIME_ZONE, now, filters)
    return { statements: [...sent.statements], writes: sent.writes }
  }

  const count = (statements: string[], pattern: RegExp) => statements.filter((sql) => pattern.test(sql)).length

  it.each(FILTERS)('%s: one write transaction per report (its report-cache entry)', async (_label, filters) => {
    for (const period of PERIODS) {
      const { statements, writes } = await afterWrite(period, filters)
      expect(writes).toBe(1)
      expect(count(statements, new RegExp(`INSERT INTO ${TABLES.reportCache}`))).toBe(1)
    }
  })

  it.each(FILTERS.slice(1, 3))('%s: the sliced months and days looked up once per report', async (_label, filters) => {
    for (const period of PERIODS) {
      const { statements } = await afterWrite(period, filters)
      expect(count(statements, new RegExp(`FROM ${TABLES.monthlySlices} WHERE .*kind = 'total' AND month >=`))).toBe(1)
      expect(count(statements, new RegExp(`FROM ${TABLES.dailySlices} WHERE .*kind = 'total' AND day >=`))).toBe(1)
      expect(count(statements, /key1 = 'device'/)).toBeLessThanOrEqual(1)
    }
  })

  it('the previous period is one read of its per-day totals', async () => {
    // Unfiltered: the period's totals, its trend and the previous period's days, from the daily totals.
    const plain = await afterWrite({ range: '12m' }, {})
    expect(count(plain.statements, new RegExp(`FROM ${TABLES.daily}\\b`))).toBe(3)
    // Sliced: the six reads of the period, its trend and the previous period, each one statement.
    const sliced = await afterWrite({ range: '12m' }, { source: 'google.com' })
    expect(count(sliced.statements, /^WITH v AS MATERIALIZED/)).toBe(8)
  })

  it.each(FILTERS)('%s: the same figures as the separate reads', async (_label, filters) => {
    const all = await store.firstDay()
    for (const query of PERIODS) {
      const period = resolvePeriod(query, now, TIME_ZONE, all)
      const { previous, granularity } = period
      expect(await store.periodFigures(period, filters)).toEqual({
        current: await store.rangeTotals(period, filters),
        series: await store.series(period, granularity, filters),
        previous: previous
          ? {
              totals: await store.totals(previous, filters),
              series: await store.series(previous, granularity, filters),
            }
          : null,
      })
    }
  })
})
