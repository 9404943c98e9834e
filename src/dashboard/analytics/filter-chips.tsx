'use client'

import { filterEntries, type FilterDimension, type ReportFilters } from '@/contracts/analytics'
import { X } from 'lucide-react'
import { createContext, useContext } from 'react'

import { chipLabel } from '@/dashboard/model/analytics-filters'

/** Adds a filter to the tab's URL; absent outside the Analytics tab (rows are then plain text). */
export const AddFilter = createContext<((dimension: FilterDimension, value: string) => void) | null>(null)

export const useAddFilter = () => useContext(AddFilter)

/** The tab's filters as removable chips; nothing when there are none. */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: ReportFilters
  onRemove: (dimension: FilterDimension) => void
}) {
  const entries = filterEntries(filters)
  if (entries.length === 0) return null
  return (
    <ul aria-label="Filters" className="flex flex-wrap gap-2">
      {entries.map(([dimension, value]) => {
        const label = chipLabel(dimension, value)
        return (
          <li
            key={dimension}
            data-testid={`filter-${dimension}`}
            className="inline-flex items-center gap-1 rounded-full bg-blue-100 py-1 pl-3 pr-1 text-sm text-blue-900"
          >
            <span>{label}</span>
            <button
              type="button"
              aria-label={`Remove filter ${label}`}
              className="rounded-full p-0.5 hover:bg-blue-200"
              onClick={() => onRemove(dimension)}
            >
              <X aria-hidden className="h-3.5 w-3.5" />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
