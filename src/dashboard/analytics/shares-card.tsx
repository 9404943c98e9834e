'use client'

import type { ReportFilters } from '@/contracts/analytics'
import { type FormEvent, useState } from 'react'

import { useCreateShare, useDeleteShare, useSegments, useShares } from '../api/analytics-saved'
import { Button } from '../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'
import { LabelledInput } from '../ui/fields'
import { AddSubmit } from '../ui/form-actions'
import { NameInput } from './name-input'

const sameFilters = (a: ReportFilters, b: ReportFilters) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())

/**
 * Read-only links to the traffic figures for people without the admin key (visitor figures only), of
 * the segment on screen when one is, optionally behind a password; deleting one ends it at once.
 */
export function SharesCard({ filters }: { filters: ReportFilters }) {
  const shares = useShares()
  const segments = useSegments()
  const create = useCreateShare()
  const remove = useDeleteShare()
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const segment = segments.data?.find((each) => sameFilters(each.filters, filters))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { name: name.trim(), ...(segment ? { segment: segment.id } : {}), ...(password ? { password } : {}) },
      {
        onSuccess: () => {
          setName('')
          setPassword('')
        },
      },
    )
  }
  if (shares.error) return null
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shared Links</CardTitle>
        <p className="text-sm text-muted">
          Traffic figures only, never leads.{' '}
          {segment ? `New links show the segment ${segment.name}.` : 'New links show all visits.'}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="space-y-2">
          {(shares.data ?? []).map((share) => (
            <li
              key={share.id}
              data-testid="share"
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <span className="font-medium">
                {share.name}
                {share.hasPassword ? ' (password)' : ''}
              </span>
              <a className="truncate text-blue-800 underline" href={share.url} target="_blank" rel="noreferrer">
                {origin}
                {share.url}
              </a>
              <Button variant="ghost" size="sm" onClick={() => remove.mutate(share.id)}>
                Delete link
              </Button>
            </li>
          ))}
        </ul>
        <form onSubmit={submit} aria-label="Create shared link" className="flex flex-wrap items-end gap-2">
          <NameInput id="share-name" label="Link name" className="w-48" value={name} onValueChange={setName} />
          <LabelledInput
            id="share-password"
            label="Password (optional)"
            className="w-48"
            type="password"
            value={password}
            onValueChange={setPassword}
          />
          <AddSubmit label="Create link" disabled={create.isPending || !name.trim()} error={create.error} />
        </form>
      </CardContent>
    </Card>
  )
}
