import type { ReactNode } from 'react'

import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'

export type StatRow = { key: string; label: string; value: ReactNode }

/** A titled list of label/value rows, or its empty-data message. */
export function StatList({ title, rows, empty }: { title: string; rows: StatRow[]; empty: string }) {
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

/**
 * A report list as rows: the first `limit` items (all by default), each named by `key`, shown as
 * `label(key)` (the key itself by default) with its `value`.
 */
export function statRows<T>(
  items: readonly T[],
  {
    key,
    label = (name) => name,
    value,
    limit = items.length,
  }: {
    key: (item: T) => string
    label?: (key: string) => string
    value: (item: T, index: number) => ReactNode
    limit?: number
  },
): StatRow[] {
  return items
    .slice(0, limit)
    .map((item, index) => ({ key: key(item), label: label(key(item)), value: value(item, index) }))
}
