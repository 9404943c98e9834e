import { isUtmDimension } from '@/contracts/analytics'
import type { Row as SqlRow } from '@libsql/client'

import { VISIT_DIMENSIONS } from '@/analytics/model/rollup'
import { PAGE_SLICE, SLICE_SEPARATOR, sliceFields, sliceName, VISIT_SLICED_FILTERS } from '@/analytics/model/slices'

import { column } from './rollups'
import { SLICE_SUMS, type SliceKind } from './slice-rows'

/** One slice row: a sliced filter's value, its kind and keys, and SLICE_SUMS in that order. */
export type SliceRow = { filter: string; value: string; kind: SliceKind; key1: string; key2: string; sums: number[] }

const [VISITORS, SESSIONS, PAGEVIEWS, BOUNCES, DURATION, CONVERSIONS, EXITS, EVENTS] = SLICE_SUMS.map((_, at) => at)

/** Each sliced set of visit columns' name and the columns its value joins. */
const FILTERS = VISIT_SLICED_FILTERS.map((dimensions) => ({
  name: sliceName(dimensions),
  columns: sliceFields(dimensions).map((field) => column(field)),
}))

/**
 * A row being summed. Visits come grouped by visitor id, and a visit's pages together, so a distinct
 * visitor (converter, visit) is one that differs from the last one the row counted.
 */
type Tally = SliceRow & { visitor: unknown; converter: unknown; visit: unknown }

/** One filter value's rows of one day, by `kind␀key1␀key2`. */
class ValueRows {
  readonly rows = new Map<string, Tally>()
  constructor(
    private readonly filter: string,
    private readonly value: string,
  ) {}

  row(key: string, kind: SliceKind, key1: string, key2 = ''): Tally {
    let row = this.rows.get(key)
    if (!row) {
      row = {
        filter: this.filter,
        value: this.value,
        kind,
        key1,
        key2,
        sums: SLICE_SUMS.map(() => 0),
        visitor: undefined,
        converter: undefined,
        visit: undefined,
      }
      this.rows.set(key, row)
    }
    return row
  }
}

/** A visit's figures and the keys of the rows it adds to, made once for all sliced filters. */
function visitFacts(visit: SqlRow, pages: SqlRow[], goals: SqlRow[]) {
  return {
    visitor: visit.visitor_id,
    id: visit.id,
    pageviews: Number(visit.pageviews),
    bounces: Number(visit.bounces),
    duration: Number(visit.duration_ms),
    conversions: Number(visit.conversions),
    // `filter␟value` of every slice the visit counts under: one per set of visit columns, one per page viewed.
    values: [
      ...FILTERS.map(
        ({ name, columns }) => `${name}${SLICE_SEPARATOR}${columns.map((name) => visit[name]).join(SLICE_SEPARATOR)}`,
      ),
      ...new Set(pages.map((page) => `${PAGE_SLICE}${SLICE_SEPARATOR}${page.path}`)),
    ],
    dimensions: VISIT_DIMENSIONS.flatMap((dimension) => {
      const value = String(visit[dimension])
      return value === '' && isUtmDimension(dimension)
        ? []
        : [[`dimension\u0000${dimension}\u0000${value}`, dimension, value]]
    }),
    pages: pages.map((page) => ({
      page: `page\u0000${page.path}`,
      path: String(page.path),
      hourKey: `hour\u0000${page.hour}`,
      hour: String(page.hour),
      views: Number(page.views),
    })),
    exit: visit.exit_page === '' ? null : String(visit.exit_page),
    goals: goals.map((goal) => ({
      key: `goal\u0000${goal.goal}\u0000${goal.detail}`,
      goal: String(goal.goal),
      detail: String(goal.detail),
      events: Number(goal.events),
    })),
  }
}
type VisitFacts = ReturnType<typeof visitFacts>

function addVisitor(row: Tally, visit: VisitFacts) {
  if (row.visitor === visit.visitor) return
  row.visitor = visit.visitor
  row.sums[VISITORS] += 1
}

/** Adds a visit's figures to a total or dimension row. */
function addVisit(row: Tally, visit: VisitFacts) {
  addVisitor(row, visit)
  row.sums[SESSIONS] += 1
  row.sums[PAGEVIEWS] += visit.pageviews
  row.sums[BOUNCES] += visit.bounces
  row.sums[DURATION] += visit.duration
}

/** Adds a visit's rows to one filter value's rows. */
function addRows(rows: ValueRows, visit: VisitFacts) {
  const total = rows.row('total', 'total', '')
  addVisit(total, visit)
  if (visit.conversions > 0 && total.converter !== visit.visitor) {
    total.converter = visit.visitor
    total.sums[CONVERSIONS] += 1
  }
  for (const [key, dimension, value] of visit.dimensions) {
    const row = rows.row(key, 'dimension', dimension, value)
    addVisit(row, visit)
    row.sums[CONVERSIONS] += visit.conversions
  }
  for (const page of visit.pages) {
    const row = rows.row(page.page, 'page', page.path)
    if (row.visit !== visit.id) {
      row.visit = visit.id
      row.sums[SESSIONS] += 1
    }
    row.sums[PAGEVIEWS] += page.views
    const hour = rows.row(page.hourKey, 'hour', page.hour)
    addVisitor(hour, visit)
    hour.sums[PAGEVIEWS] += page.views
  }
  if (visit.exit !== null) rows.row(`page\u0000${visit.exit}`, 'page', visit.exit).sums[EXITS] += 1
  for (const goal of visit.goals) {
    const row = rows.row(goal.key, 'goal', goal.goal, goal.detail)
    addVisitor(row, visit)
    row.sums[EVENTS] += goal.events
  }
}

/**
 * One day's slice rows of every sliced filter, summed in one pass over the day's kept visits, their
 * pages and goals (what `sliceRowsOf` in slice-rows.ts computes in SQL for the kept visits read in a
 * slice's place; the equality tests hold them to the same figures). Only values `chosen` get rows,
 * given their visits that day.
 */
export function daySliceRows(
  visits: SqlRow[],
  pages: SqlRow[],
  goals: SqlRow[],
  chosen: (key: string, visits: number) => boolean,
): SliceRow[] {
  const pagesOf = groupByVisit(pages)
  const goalsOf = groupByVisit(goals)
  const facts = visits
    .map((visit) => visitFacts(visit, pagesOf.get(String(visit.id)) ?? [], goalsOf.get(String(visit.id)) ?? []))
    .sort((a, b) => (String(a.visitor) < String(b.visitor) ? -1 : String(a.visitor) > String(b.visitor) ? 1 : 0))
  const counts = new Map<string, number>()
  for (const visit of facts) for (const key of visit.values) counts.set(key, (counts.get(key) ?? 0) + 1)
  const byValue = new Map<string, ValueRows | null>()
  for (const visit of facts)
    for (const key of visit.values) {
      let rows = byValue.get(key)
      if (rows === undefined) {
        const name = key.slice(0, key.indexOf(SLICE_SEPARATOR))
        rows = chosen(key, counts.get(key)!) ? new ValueRows(name, key.slice(name.length + 1)) : null
        byValue.set(key, rows)
      }
      if (rows) addRows(rows, visit)
    }
  const rows: SliceRow[] = []
  for (const value of byValue.values())
    for (const { filter, value: of, kind, key1, key2, sums } of value?.rows.values() ?? [])
      rows.push({ filter, value: of, kind, key1, key2, sums })
  return rows
}

function groupByVisit(rows: SqlRow[]): Map<string, SqlRow[]> {
  const byVisit = new Map<string, SqlRow[]>()
  for (const row of rows) {
    const id = String(row.visit_id)
    const list = byVisit.get(id)
    if (list) list.push(row)
    else byVisit.set(id, [row])
  }
  return byVisit
}
