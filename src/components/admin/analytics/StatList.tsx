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
