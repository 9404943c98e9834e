import { ChevronLeft, ChevronRight } from 'lucide-react'

import { PAGE_SIZES } from '@/dashboard/model/lead-view'

import { Button } from './button'
import { Select } from './select'

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))
const count = new Intl.NumberFormat('en-US')

/** Server paging under a table: "a–b of n", rows per page, previous and next, "Page x of y". */
export function Pager({
  page,
  totalPages,
  totalDocs,
  size,
  onPage,
  onSize,
}: {
  /** 1-based. */
  page: number
  totalPages: number
  totalDocs: number
  size: number
  onPage: (page: number) => void
  onSize: (size: number) => void
}) {
  const first = totalDocs === 0 ? 0 : (page - 1) * size + 1
  const last = Math.min(totalDocs, page * size)
  const pages = Math.max(1, totalPages)
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-end gap-3 p-3 text-sm text-muted">
      <span className="flex items-center gap-2">
        <span aria-hidden>Rows per page</span>
        <Select
          aria-label="Rows per page"
          value={String(size)}
          onValueChange={(value) => onSize(Number(value))}
          options={SIZE_OPTIONS}
          className="w-20"
        />
      </span>
      <span aria-live="polite">
        {count.format(first)}–{count.format(last)} of {count.format(totalDocs)}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden className="h-4 w-4" />
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        aria-label="Next page"
      >
        <ChevronRight aria-hidden className="h-4 w-4" />
      </Button>
    </nav>
  )
}
