'use client'

import { CUSTOM_RANGE, isRange, RANGE_LABELS, RANGES, type PeriodQuery } from '@/contracts/analytics'
import { type FormEvent, useState } from 'react'

import { Button } from '@/dashboard/ui/button'
import { Input, Label } from '@/dashboard/ui/fields'
import { SelectField } from '@/dashboard/ui/select'

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

type PickerProps = { period: PeriodQuery; onChange: (period: PeriodQuery) => void; today: string }

/** Today … All time, or a custom from–to (dates in the site's time zone). */
export function PeriodPicker({ period, onChange, today }: PickerProps) {
  const [custom, setCustom] = useState('from' in period)
  const [from, setFrom] = useState('from' in period ? period.from : '')
  const [to, setTo] = useState('from' in period ? period.to : today)
  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (from && to) onChange({ from, to, comparison: period.comparison })
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        id="analytics-period"
        label="Period"
        className="w-48"
        aria-label="Period"
        value={custom ? CUSTOM_RANGE : 'range' in period ? period.range : CUSTOM_RANGE}
        options={OPTIONS}
        onValueChange={(value) => {
          setCustom(value === CUSTOM_RANGE)
          if (value === CUSTOM_RANGE && !to) setTo(today)
          if (isRange(value)) onChange({ range: value, comparison: period.comparison })
        }}
      />
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

const COMPARE_OPTIONS = [
  { value: 'previous', label: 'Previous period' },
  { value: 'year', label: 'Same dates last year' },
  { value: 'custom', label: 'Custom comparison' },
]

/** What the dashed line and the cards' changes compare with: the period before, last year, or any from–to. */
export function ComparePicker({ period, onChange, today }: PickerProps) {
  const comparison = period.comparison
  const [custom, setCustom] = useState(comparison?.compare === 'custom')
  const [from, setFrom] = useState(comparison?.compare === 'custom' ? comparison.from : '')
  const [to, setTo] = useState(comparison?.compare === 'custom' ? comparison.to : '')
  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (from && to) onChange({ ...period, comparison: { compare: 'custom', from, to } })
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        id="analytics-compare"
        label="Compare with"
        className="w-52"
        aria-label="Compare with"
        value={custom ? 'custom' : (comparison?.compare ?? 'previous')}
        options={COMPARE_OPTIONS}
        onValueChange={(value) => {
          setCustom(value === 'custom')
          if (value === 'previous' || value === 'year') onChange({ ...period, comparison: { compare: value } })
        }}
      />
      {custom ? (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Custom comparison">
          <DateBound id="compare-from" label="From" value={from} max={to || today || undefined} onValue={setFrom} />
          <DateBound
            id="compare-to"
            label="To"
            value={to}
            min={from || undefined}
            max={today || undefined}
            onValue={setTo}
          />
          <Button type="submit" variant="outline">
            Compare
          </Button>
        </form>
      ) : null}
    </div>
  )
}
