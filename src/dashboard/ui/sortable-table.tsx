import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'
import { type Sort, toggledSort } from '@/dashboard/model/lead-view'

import { Select } from './select'
import { Table, Th } from './table'

export type Column = { label: string; sortKey?: string; className?: string }

function SortableTh({ column, sort, onSort }: { column: Column; sort: Sort; onSort: (key: string) => void }) {
  const key = column.sortKey!
  const active = sort.key === key
  const Icon = !active ? ArrowUpDown : sort.descending ? ArrowDown : ArrowUp
  return (
    <Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'} className={column.className}>
      <button
        type="button"
        onClick={() => onSort(key)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus"
      >
        {column.label}
        <Icon aria-hidden className={cn('h-3.5 w-3.5', active ? 'text-ink' : 'text-subtle')} />
      </button>
    </Th>
  )
}

/** Where the table stacks (no header row to click), the sort is a select above it. */
function SortSelect({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column[]
  sort: Sort
  onSort: (sort: Sort) => void
}) {
  const options = columns
    .filter((column) => column.sortKey)
    .flatMap((column) => [
      { value: `${column.sortKey}:asc`, label: `${column.label} (ascending)` },
      { value: `${column.sortKey}:desc`, label: `${column.label} (descending)` },
    ])
  return (
    <div className="flex items-center gap-2 px-4 pb-2 text-sm text-muted lg:hidden">
      <span aria-hidden>Sort by</span>
      <Select
        aria-label="Sort by"
        value={`${sort.key}:${sort.descending ? 'desc' : 'asc'}`}
        onValueChange={(value) => {
          const [key, order] = value.split(':')
          onSort({ key, descending: order === 'desc' })
        }}
        options={options}
        className="w-64"
      />
    </div>
  )
}

/**
 * A stacked lead table whose sortable columns have a header button (Enter or Space sorts; a
 * second press reverses) and say their order in `aria-sort`; stacked, a select sorts instead.
 */
export function SortableTable({
  caption,
  columns,
  sort,
  onSort,
  busy,
  children,
}: {
  caption: string
  columns: readonly Column[]
  sort: Sort
  onSort: (sort: Sort) => void
  /** The next rows are loading: the shown ones stay, dimmed. */
  busy?: boolean
  children: ReactNode
}) {
  const onHeader = (key: string) => onSort(toggledSort(sort, key))
  return (
    <>
      <SortSelect columns={columns} sort={sort} onSort={onSort} />
      <Table stacked aria-busy={busy || undefined} className={cn(busy && 'opacity-60 transition-opacity')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              column.sortKey ? (
                <SortableTh key={column.label} column={column} sort={sort} onSort={onHeader} />
              ) : (
                <Th key={column.label} className={column.className}>
                  {column.label}
                </Th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </>
  )
}
