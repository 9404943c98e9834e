'use client'

import { useQueryClient } from '@tanstack/react-query'
import { Download, Search, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'

import { LEAD_KIND_TABLE, LEAD_KINDS } from '@/contracts/lead-kinds'
import { NOTHING_FOUND, type PersonalDataSummary } from '@/contracts/personal-data'
import { plural } from '@/lib/plural'

import { asApiError } from '@/dashboard/api/client'
import { useErasePersonalData, useExportPersonalData, useSearchPersonalData } from '@/dashboard/api/personal-data'
import { downloadFile } from '@/dashboard/download'
import { Button } from '@/dashboard/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/dashboard/ui/card'
import { ConfirmDialog } from '@/dashboard/ui/confirm-delete'
import { Input, Label } from '@/dashboard/ui/fields'
import { toast } from '@/dashboard/ui/toast'

/** How each kind of record is named to the admin; a kind added later shows its collection slug. */
const KIND_LABELS: Record<string, string> = {
  ...Object.fromEntries(LEAD_KINDS.map((kind) => [LEAD_KIND_TABLE[kind].collection, LEAD_KIND_TABLE[kind].listName])),
  'ai-predictions': 'AI predictions',
  'message-analyses': 'AI message analyses',
  'lead-deliveries': 'CRM and e-mail deliveries',
  'lead-notes': 'Notes',
  'held-leads': 'Held submissions (suspected spam)',
}

const records = (count: number) => plural(count, 'record')

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: asApiError(error).message, variant: 'destructive' })

/**
 * A person's request for their data: find everything stored under an e-mail address, download it
 * as one JSON file, or erase it all after confirming. Both actions are written to the audit log.
 */
export function PersonalDataTab() {
  const [email, setEmail] = useState('')
  const [found, setFound] = useState<PersonalDataSummary | null>(null)
  const queryClient = useQueryClient()
  const search = useSearchPersonalData()
  const exportData = useExportPersonalData()
  const erase = useErasePersonalData()

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFound(null)
    search.mutate({ email }, { onSuccess: setFound, onError: failed('Search failed') })
  }

  const onExport = (summary: PersonalDataSummary) =>
    exportData.mutate(
      { email: summary.email },
      {
        onSuccess: ({ filename, blob }) => {
          downloadFile(filename, blob)
          toast({ title: 'Data exported', description: `${records(summary.total)} saved as ${filename}.` })
        },
        onError: failed('Export failed'),
      },
    )

  const onErase = (summary: PersonalDataSummary) =>
    erase.mutate(
      { email: summary.email },
      {
        onSuccess: (answer) => {
          setFound({ email: answer.email, total: 0, counts: {} })
          toast({ title: 'Data erased', description: `${records(answer.total)} of ${answer.email} deleted.` })
          return queryClient.invalidateQueries()
        },
        onError: failed('Erase failed'),
      },
    )

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Data Requests</CardTitle>
        <p className="text-sm text-muted">
          Find everything stored under one e-mail address (assessments, inquiries, their AI analyses and deliveries),
          then export it as one JSON file or erase it. Both are recorded in the audit log.
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={onSearch} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Find a person">
          <div className="flex-1 space-y-1">
            <Label htmlFor="personal-data-email">E-mail address</Label>
            <Input
              id="personal-data-email"
              type="email"
              required
              autoComplete="off"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={search.isPending || email.trim() === ''}>
            <Search aria-hidden className="h-4 w-4" />
            {search.isPending ? 'Searching...' : 'Find data'}
          </Button>
        </form>

        <div role="status" aria-live="polite">
          {found && found.total === 0 && (
            <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-body">
              {NOTHING_FOUND}: {found.email}
            </p>
          )}
          {found && found.total > 0 && (
            <div className="space-y-4 rounded-md border border-slate-200 p-4" data-testid="personal-data-found">
              <p className="text-sm font-medium text-ink">
                {records(found.total)} stored for {found.email}
              </p>
              <ul className="grid gap-1 text-sm text-body sm:grid-cols-2">
                {Object.entries(found.counts).map(([kind, count]) => (
                  <li key={kind}>
                    {KIND_LABELS[kind] ?? kind}: <span className="font-semibold text-ink">{count}</span>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => onExport(found)} disabled={exportData.isPending}>
                  <Download aria-hidden className="h-4 w-4" />
                  {exportData.isPending ? 'Exporting...' : 'Export JSON'}
                </Button>
                <ConfirmErase summary={found} pending={erase.isPending} onConfirm={() => onErase(found)} />
              </div>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  )
}

function ConfirmErase({
  summary,
  pending,
  onConfirm,
}: {
  summary: PersonalDataSummary
  pending: boolean
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" disabled={pending}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {pending ? 'Erasing...' : 'Erase all data'}
        </Button>
      }
      title={`Erase all data of ${summary.email}?`}
      question={`This deletes ${records(summary.total)}, AI analyses included. It cannot be undone.`}
      confirmLabel="Erase"
      onConfirm={onConfirm}
    />
  )
}
