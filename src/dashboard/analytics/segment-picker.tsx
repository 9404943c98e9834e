'use client'

import { filterEntries, type ReportFilters } from '@/contracts/analytics'
import { MAX_NAME_LENGTH, type Segment } from '@/contracts/analytics-saved'
import { type FormEvent, useState } from 'react'

import { useDeleteSegment, useSaveSegment, useSegments } from '../api/analytics-saved'
import { Button } from '../ui/button'
import { Input, Label } from '../ui/fields'
import { SelectField } from '../ui/select'

const sameFilters = (a: ReportFilters, b: ReportFilters) =>
  JSON.stringify(filterEntries(a)) === JSON.stringify(filterEntries(b))

/**
 * The firm's saved segments in one picker (choosing one puts its filters in the URL like any
 * filter), and the current chips saved as a new one.
 */
export function SegmentPicker({
  filters,
  onChoose,
}: {
  filters: ReportFilters
  onChoose: (filters: ReportFilters) => void
}) {
  const segments = useSegments()
  const save = useSaveSegment()
  const remove = useDeleteSegment()
  const [name, setName] = useState('')
  const list: Segment[] = segments.data ?? []
  const current = list.find((segment) => sameFilters(segment.filters, filters))
  const hasFilters = filterEntries(filters).length > 0
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return
    save.mutate({ name: name.trim(), filters }, { onSuccess: () => setName('') })
  }
  if (list.length === 0 && !hasFilters) return null
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="segments">
      {list.length > 0 ? (
        <SelectField
          id="analytics-segment"
          label="Segment"
          className="w-56"
          aria-label="Segment"
          value={current?.id ?? ''}
          placeholder="Saved segments"
          options={list.map((segment) => ({ value: segment.id, label: segment.name }))}
          onValueChange={(id) => {
            const chosen = list.find((segment) => segment.id === id)
            if (chosen) onChoose(chosen.filters)
          }}
        />
      ) : null}
      {current ? (
        <Button variant="ghost" size="sm" onClick={() => remove.mutate(current.id)} disabled={remove.isPending}>
          Delete segment
        </Button>
      ) : hasFilters ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Save segment">
          <div className="w-56">
            <Label htmlFor="segment-name">Segment name</Label>
            <Input
              id="segment-name"
              value={name}
              maxLength={MAX_NAME_LENGTH}
              placeholder="e.g. Google in the US"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={save.isPending || !name.trim()}>
            Save segment
          </Button>
        </form>
      ) : null}
      {save.error ? (
        <p role="alert" className="text-sm text-danger">
          {save.error.message}
        </p>
      ) : null}
    </div>
  )
}
