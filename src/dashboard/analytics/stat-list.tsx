import type { FilterDimension } from '@/contracts/analytics'
import type { MouseEvent, ReactNode } from 'react'

import { chipLabel, rowFilter } from '@/dashboard/model/analytics-filters'

import { Card, CardContent, CardHeader, CardTitle } from '@/dashboard/ui/card'
import { confirmLeave } from '@/dashboard/unsaved-changes'
import { useAddFilter } from './filter-chips'

/** `filter`: what clicking the row's label adds to the tab's filters; `href`: where it leads instead (a dashboard URL). */
type StatRow = {
  key: string
  label: string
  value: ReactNode
  filter?: [FilterDimension, string] | null
  href?: string
  hrefTitle?: string
}

// The label keeps its width (up to 60%) and a long value wraps: a shrinking label vanished beside
// Leads by source's long counts.
const LABEL = 'max-w-[60%] shrink-0 truncate text-body'

/** A link within the dashboard: a plain click moves without reloading it (as the tabs do). */
function DashboardLink({ href, title, children }: { href: string; title?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (confirmLeave()) window.history.pushState(null, '', href)
  }
  return (
    <a href={href} title={title} onClick={onClick} className={`${LABEL} underline underline-offset-2`}>
      {children}
    </a>
  )
}

function RowLabel({ row }: { row: StatRow }) {
  const addFilter = useAddFilter()
  if (row.href)
    return (
      <DashboardLink href={row.href} title={row.hrefTitle}>
        {row.label}
      </DashboardLink>
    )
  if (!row.filter || !addFilter) return <span className={LABEL}>{row.label}</span>
  const [dimension, value] = row.filter
  return (
    <button
      type="button"
      title={`Show only ${chipLabel(dimension, value)}`}
      className={`${LABEL} text-left underline-offset-2 hover:underline`}
      onClick={() => addFilter(dimension, value)}
    >
      {row.label}
    </button>
  )
}

/** A titled list of label/value rows; without rows, one line: its title and empty-data message. */
function StatList({ title, rows, empty }: { title: string; rows: StatRow[]; empty: string }) {
  if (rows.length === 0) {
    return (
      <Card data-testid={`list-${title}`}>
        <p className="flex flex-wrap items-baseline gap-x-2 px-6 py-3 text-sm">
          <span className="font-semibold text-ink">{title}</span>
          <span className="text-muted">{empty}</span>
        </p>
      </Card>
    )
  }
  return (
    <Card data-testid={`list-${title}`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-1.5">
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-4 text-sm">
              <RowLabel row={row} />
              <span className="text-right font-medium text-ink">{row.value}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

type KeyOf<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T]

/**
 * A report list as rows: the first `limit` items (all by default), each named by its `key` field,
 * shown as `label(key)` (the key itself by default) with its `value`; with `filter`, clicking a
 * row's label filters the report by that dimension's value.
 */
export function statRows<T, K extends KeyOf<T>>(
  items: readonly T[],
  key: K,
  value: (item: T, index: number) => ReactNode,
  {
    label = (name) => name,
    limit = items.length,
    filter,
  }: { label?: (key: string) => string; limit?: number; filter?: FilterDimension } = {},
): StatRow[] {
  return items.slice(0, limit).map((item, index) => {
    const name = item[key] as string
    return { key: name, label: label(name), value: value(item, index), filter: filter && rowFilter(filter, name) }
  })
}

type StatListSpec = { title: string; empty?: string; rows: StatRow[] }

/** Several stat lists in one grid. */
export function StatLists({ lists, className }: { lists: StatListSpec[]; className: string }) {
  return (
    <div className={className}>
      {lists.map(({ title, empty = 'No data available', rows }) => (
        <StatList key={title} title={title} empty={empty} rows={rows} />
      ))}
    </div>
  )
}
