'use client'

import { plural } from '@/lib/plural'

/** On a lead's row: the same person has other leads; opens the panel, which lists them. */
export function OtherLeads({ count, name, onOpen }: { count?: number; name: string; onOpen: () => void }) {
  if (!count) return null
  const label = plural(count, 'other lead')
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${label} from ${name}`}
      className="text-xs text-blue-800 underline focus-visible:outline-2 focus-visible:outline-focus"
    >
      +{label}
    </button>
  )
}
