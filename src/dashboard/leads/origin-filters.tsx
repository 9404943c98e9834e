'use client'

import { X } from 'lucide-react'
import { useState } from 'react'

import { CHANNELS } from '@/lib/channels'
import { type LeadOrigin, NO_ORIGIN } from '@/dashboard/model/lead-view'

import { Button } from '@/dashboard/ui/button'
import { Input } from '@/dashboard/ui/fields'
import { FilterSelect } from '@/dashboard/ui/select'

type TextKey = 'source' | 'campaign' | 'page'

const TEXT_FILTERS: { key: TextKey; label: string; placeholder: string }[] = [
  { key: 'source', label: 'Source', placeholder: 'e.g. google.com' },
  { key: 'campaign', label: 'Campaign', placeholder: 'e.g. spring-2026' },
  { key: 'page', label: 'First page', placeholder: 'e.g. /assessment' },
]

/** A text filter applied on Enter or on leaving the box; a value changed from outside (a link, back) shows in it. */
function TextFilter({
  label,
  placeholder,
  value,
  onApply,
}: {
  label: string
  placeholder: string
  value: string | null
  onApply: (value: string | null) => void
}) {
  const [text, setText] = useState(value ?? '')
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(value ?? '')
  }
  const apply = () => {
    const next = text.trim() || null
    if (next !== value) onApply(next)
  }
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-muted">
      {label}
      <Input
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
        className="w-40"
      />
    </label>
  )
}

/** The inbox's filters by where the leads came from and when: days, channel, source, campaign, first page. */
export function OriginFilters({ origin, onChange }: { origin: LeadOrigin; onChange: (origin: LeadOrigin) => void }) {
  const set = (change: Partial<LeadOrigin>) => onChange({ ...origin, ...change })
  const active = Object.values(origin).some((value) => value !== null)
  return (
    <div role="group" aria-label="Where the leads came from" className="flex flex-wrap items-end gap-2">
      {(['from', 'to'] as const).map((key) => (
        <label key={key} className="flex flex-col gap-1 text-xs font-medium text-muted">
          {key === 'from' ? 'Created from' : 'Created to'}
          <Input
            type="date"
            value={origin[key] ?? ''}
            onChange={(event) => set({ [key]: event.target.value || null })}
            className="w-40"
          />
        </label>
      ))}
      <FilterSelect
        label="Channel filter"
        value={origin.channel}
        onChange={(channel) => set({ channel })}
        values={CHANNELS}
        allLabel="All channels"
        className="w-40"
      />
      {TEXT_FILTERS.map(({ key, label, placeholder }) => (
        <TextFilter
          key={key}
          label={label}
          placeholder={placeholder}
          value={origin[key]}
          onApply={(value) => set({ [key]: value })}
        />
      ))}
      {active && (
        <Button variant="outline" size="sm" onClick={() => onChange(NO_ORIGIN)}>
          <X aria-hidden className="h-4 w-4" />
          Clear origin filters
        </Button>
      )}
    </div>
  )
}
