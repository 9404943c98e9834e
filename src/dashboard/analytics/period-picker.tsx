'use client'

import { CUSTOM_RANGE, isRange, RANGE_LABELS, RANGES, type PeriodQuery } from '@/contracts/analytics'
import { type FormEvent, useState } from 'react'

import { Button } from '@/dashboard/ui/button'
import { Input, Label } from '@/dashboard/ui/fields'
import { Select } from '@/dashboard/ui/select'

const OPTIONS = [
  ...RANGES.map((range) => ({ value: range, label: RANGE_LABELS[range] })),
  { value: CUSTOM_RANGE, label: 'Custom range' },
]

/** One end of the custom period: a required date, bounded by the other end once that is set. */
function DateBound({
  id,
  label,
  value,
  onValue,
  ...bounds
}: {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  min?: string
  max?: string
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" required value={value} {...bounds} onChange={(event) => onValue(event.target.value)} />
    </div>
  )
}

/** Today … All time, or a custom from–to (dates in the site's time zone). */
export function PeriodPicker({
  period,
  onChange,
  today,
}: {
  period: PeriodQuery
  onChange: (period: PeriodQuery) => void
  today: string
}) {
  const [custom, setCustom] = useState('from' in period)
  const [from, setFrom] = useState('from' in period ? period.from : '')
  const [to, setTo] = useState('from' in period ? period.to : today)
  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (from && to) onChange({ from, to })
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-48">
        <Label htmlFor="analytics-period">Period</Label>
        <Select
          id="analytics-period"
          aria-label="Period"
          value={custom ? CUSTOM_RANGE : 'range' in period ? period.range : CUSTOM_RANGE}
          options={OPTIONS}
          onValueChange={(value) => {
            setCustom(value === CUSTOM_RANGE)
            if (value === CUSTOM_RANGE && !to) setTo(today)
            if (isRange(value)) onChange({ range: value })
          }}
        />
      </div>
      {custom ? (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Custom period">
          <DateBound id="analytics-from" label="From" value={from} max={to || undefined} onValue={setFrom} />
          <DateBound id="analytics-to" label="To" value={to} min={from || undefined} onValue={setTo} />
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </form>
      ) : null}
    </div>
  )
}
