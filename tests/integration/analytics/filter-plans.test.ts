import type { InStatement } from '@libsql/client'
import { describe, expect, it } from 'vitest'

import type { ReportFilters } from '../../../src/contracts/analytics'
import { sliceOf } from '@/analytics/model/slices'
import { slicedRangeTotals, slicedSeries, slicedTotals } from '@/analytics/store/sqlite-slices'
import { filteredRangeTotals, filteredSeries, filteredTotals } from '@/analytics/store/sqlite-visits'
import type { SqlClient } from '@/lib/sql-rows'

import { sqliteClient } from './harness'

const SPAN = { from: '2026-01-01', to: '2026-12-31' }

/** SQLite's query plans of every statement a filtered read runs (it runs none of them). */
async function plansOf(read: (client: SqlClient) => Promise<unknown>): Promise<string[]> {
  const client = await sqliteClient()
  const plans: string[] = []
  const explain = async (statement: InStatement) => {
    const { sql, args = [] } = typeof statement === 'string' ? { sql: statement } : statement
    const plan = await client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: args as never })
    plans.push(plan.rows.map((row) => String(row.detail)).join('\n'))
    // One stand-in row: a sliced month for the slice reads, so their past part is read too.
    return { rows: [{ bucket: '2026-03' }] }
  }
  const recording = {
    execute: explain,
    batch: async (statements: InStatement[]) => Promise.all(statements.map(explain)),
  } as unknown as SqlClient
  await read(recording).catch(() => undefined) // the stand-in rows are no results
  return plans
}

describe('filtered reports read the kept visits through indexes, never a scan', () => {
  it.each<[string, ReportFilters]>([
    ['a source', { source: 'google.com' }],
    ['a source and a country', { source: 'google.com', country: 'US' }],
    ['a page', { page: '/team' }],
    ['a page and a device', { page: '/team', device: 'Mobile' }],
    ['a campaign', { utm_campaign: 'spring' }],
    ['an exit page', { exit_page: '/contact' }],
  ])('%s', async (_label, filters) => {
    const plans = [
      ...(await plansOf((client) => filteredRangeTotals(client, SPAN, filters))),
      ...(await plansOf((client) => filteredTotals(client, SPAN, filters))),
      ...(await plansOf((client) => filteredSeries(client, SPAN, 'day', filters))),
      ...(await plansOf((client) => filteredSeries(client, SPAN, 'hour', filters))),
    ]
    expect(plans.length).toBeGreaterThanOrEqual(9)
    for (const plan of plans) {
      // Every read of a table is a SEARCH through an index or primary key: the only scans are of the
      // kept visits (v) and of subqueries' results, never of a table (named or by its alias p, g).
      for (const scan of plan.match(/SCAN \S+/g) ?? []) expect(scan).toMatch(/^SCAN (v|e|pv|\(subquery-\d+\))$/)
      expect(plan).toMatch(/SEARCH analytics_visits USING (COVERING )?INDEX|SEARCH analytics_visits USING PRIMARY KEY/)
      expect(plan).not.toMatch(/analytics_events/)
    }
  })
})

describe('sliced filters read their slices and the kept visits of the other days by key, never a scan', () => {
  it.each<[string, ReportFilters]>([
    ['a source', { source: 'google.com' }],
    ['a source and a country', { source: 'google.com', country: 'US' }],
    ['a device', { device: 'Mobile' }],
    ['a viewed page', { page: '/team' }],
  ])('%s', async (_label, filters) => {
    const key = sliceOf(filters)!
    const plans = [
      ...(await plansOf((client) => slicedRangeTotals(client, key, SPAN, filters))),
      ...(await plansOf((client) => slicedTotals(client, key, SPAN, filters))),
      ...(await plansOf((client) => slicedSeries(client, key, SPAN, 'day', filters))),
      ...(await plansOf((client) => slicedSeries(client, key, SPAN, 'month', filters))),
    ]
    expect(plans.length).toBeGreaterThanOrEqual(12)
    for (const plan of plans) {
      // The past-part cache is trimmed by age: a scan of at most 2,000 rows.
      for (const scan of plan.match(/SCAN \S+/g) ?? [])
        expect(scan).toMatch(/^SCAN (v|r|json_each|analytics_past_cache|\(subquery-\d+\))$/)
      expect(plan).not.toMatch(/analytics_events/)
    }
    // The open and unsliced days' visits: through the filter's (dimension, day) index.
    expect(plans.join('\n')).toMatch(
      filters.page
        ? /SEARCH analytics_visit_pages USING COVERING INDEX analytics_visit_pages_path_idx \(path=\? AND day=\?\)/
        : /SEARCH analytics_visits USING INDEX analytics_visits_\w+_idx \(\w+=\? AND day=\?\)/,
    )
    expect(plans.join('\n')).toMatch(
      /SEARCH analytics_monthly_slices USING PRIMARY KEY \(filter=\? AND value=\? AND kind=\? AND month=\?\)/,
    )
  })
})
