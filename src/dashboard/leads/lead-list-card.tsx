'use client'

import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import type { Paged } from '@/contracts/lead-inbox'
import type { LeadKind, LeadView } from '@/dashboard/model/lead-view'

import { CardHeader, CardTitle } from '@/dashboard/ui/card'
import { ListState } from '@/dashboard/ui/list-state'
import { Pager } from '@/dashboard/ui/pager'
import { type Column, SortableTable } from '@/dashboard/ui/sortable-table'
import { LeadToolbar } from './lead-toolbar'

/**
 * A lead table's card contents: the title with its count and the toolbar (plus the kind's own
 * filters), the sortable rows of the page the server sent, and the pager.
 */
export function LeadListCard<T>({
  kind,
  title,
  filters,
  caption,
  columns,
  loadingText,
  emptyText,
  view,
  update,
  page,
  children,
}: {
  kind: LeadKind
  title: string
  filters?: ReactNode
  caption: string
  columns: readonly Column[]
  loadingText: string
  emptyText: string
  view: LeadView
  update: (change: Partial<LeadView>) => void
  page: UseQueryResult<Paged<T>>
  children: ReactNode
}) {
  const total = page.data?.totalDocs ?? 0
  return (
    <>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{view.trash ? `Trash: ${title} (${total})` : `${title} (${total})`}</CardTitle>
        <LeadToolbar kind={kind} view={view} onChange={update}>
          {filters}
        </LeadToolbar>
      </CardHeader>
      <ListState
        pending={page.isPending}
        error={page.error?.message ?? null}
        empty={(page.data?.docs.length ?? 0) === 0}
        loadingText={loadingText}
        emptyText={view.trash ? 'The trash is empty' : emptyText}
      >
        <SortableTable
          caption={caption}
          columns={columns}
          sort={view.sort}
          onSort={(sort) => update({ sort })}
          busy={page.isPlaceholderData}
        >
          {children}
        </SortableTable>
      </ListState>
      {page.data && page.data.totalDocs > 0 && (
        <Pager
          page={view.page}
          totalPages={page.data.totalPages}
          totalDocs={page.data.totalDocs}
          size={view.size}
          onPage={(next) => update({ page: next })}
          onSize={(size) => update({ size })}
        />
      )}
    </>
  )
}
