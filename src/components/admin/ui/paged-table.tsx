'use client'

import type { ReactNode } from 'react'

import { usePaged } from '../use-paged'
import { Pagination } from './pagination'
import { Table, Th } from './table'

/** A table showing one page of `rows` at a time, so 10,000 rows render as 50. */
export function PagedTable<T>({
  headers,
  rows,
  renderRow,
}: {
  headers: readonly string[]
  rows: readonly T[]
  renderRow: (row: T) => ReactNode
}) {
  const paged = usePaged(rows)
  return (
    <>
      <Table stacked>
        <thead>
          <tr>
            {headers.map((header) => (
              <Th key={header}>{header}</Th>
            ))}
          </tr>
        </thead>
        <tbody>{paged.rows.map(renderRow)}</tbody>
      </Table>
      <Pagination page={paged.page} pages={paged.pages} total={paged.total} size={paged.size} onPage={paged.setPage} />
    </>
  )
}
