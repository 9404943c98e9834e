import type { ReactNode } from 'react'

import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'

type StatRow = { key: string; label: string; value: ReactNode }

/** A titled list of label/value rows, or its empty-data message. */
function StatList({ title, rows, empty }: { title: string; rows: StatRow[]; empty: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted">{empty}</p>
        ) : (
          <ul className="space-y-1.5">
            {rows.map((row) => (
              <li key={row.key} className="flex justify-between gap-4 text-sm">
                <span className="truncate text-body">{row.label}</span>
                <span className="shrink-0 font-medium text-ink">{row.value}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

type KeyOf<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T]

/**
 * A report list as rows: the first `limit` items (all by default), each named by its `key` field,
 * shown as `label(key)` (the key itself by default) with its `value`.
 */
export function statRows<T, K extends KeyOf<T>>(
  items: readonly T[],
  key: K,
  value: (item: T, index: number) => ReactNode,
  { label = (name) => name, limit = items.length }: { label?: (key: string) => string; limit?: number } = {},
): StatRow[] {
  return items.slice(0, limit).map((item, index) => {
    const name = item[key] as string
    return { key: name, label: label(name), value: value(item, index) }
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
