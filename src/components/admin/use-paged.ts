'use client'

import { useState } from 'react'

import { pageOf } from '@/lib/admin/filters'

export const PAGE_SIZE = 50

/** One page of `rows`; a new filter result (another array) starts again at the first page. */
export function usePaged<T>(rows: readonly T[]) {
  const [state, setState] = useState<{ rows: readonly T[]; page: number }>({
    rows,
    page: 0,
  })
  const page = state.rows === rows ? state.page : 0
  const current = pageOf(rows, page, PAGE_SIZE)
  return {
    ...current,
    total: rows.length,
    size: PAGE_SIZE,
    setPage: (next: number) => setState({ rows, page: next }),
  }
}
