import { ChevronLeft, ChevronRight } from 'lucide-react'

import { Button } from './button'

/** Previous/next paging under a table, with "a–b of n". */
export function Pagination({
  page,
  pages,
  total,
  size,
  onPage,
}: {
  page: number
  pages: number
  total: number
  size: number
  onPage: (page: number) => void
}) {
  if (total <= size) return null
  const first = page * size + 1
  const last = Math.min(total, first + size - 1)
  return (
    <nav aria-label="Pagination" className="flex items-center justify-end gap-3 p-3 text-sm text-muted">
      <span>
        {first}–{last} of {total}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page - 1)}
        disabled={page === 0}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden className="h-4 w-4" />
      </Button>
      <span>
        Page {page + 1} of {pages}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages - 1}
        aria-label="Next page"
      >
        <ChevronRight aria-hidden className="h-4 w-4" />
      </Button>
    </nav>
  )
}
