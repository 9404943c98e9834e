'use client'

import { ChevronLeft, ChevronRight, Download } from 'lucide-react'
import { useCallback, useState } from 'react'

import { plural } from '@/lib/plural'
import { SUBSCRIBER_STATUSES, type SubscriberGrowth, type SubscriberStatus } from '@/contracts/newsletter'

import {
  type SubscriberView,
  useDeleteSubscriber,
  useExportSubscribers,
  useSubscriberGrowth,
  useSubscriberPage,
} from '@/dashboard/api/newsletter'
import { adminDate } from '@/dashboard/format'
import { SearchBox } from '@/dashboard/search-box'
import { Badge, type Tone } from '@/dashboard/ui/badge'
import { Button } from '@/dashboard/ui/button'
import { Card } from '@/dashboard/ui/card'
import { ConfirmDelete } from '@/dashboard/ui/confirm-delete'
import { FilterSelect } from '@/dashboard/ui/select'
import { Table, TableHead, Td } from '@/dashboard/ui/table'

const TONES: Record<SubscriberStatus, Tone> = {
  confirmed: 'green',
  pending: 'yellow',
  unsubscribed: 'neutral',
  bouncing: 'red',
}
const count = new Intl.NumberFormat('en-US')

/**
 * The newsletter's subscribers: growth per week and by source page, then the list (search, status,
 * pages of 50, CSV export of what matches, delete) with each one's later leads and meetings.
 * Folded until opened, and read only then.
 */
export function SubscribersCard() {
  const [open, setOpen] = useState(false)
  return (
    <Card data-testid="subscribers">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer p-4 text-base font-semibold text-ink">Newsletter subscribers</summary>
        {open && (
          <div className="space-y-6 p-4 pt-0">
            <Growth />
            <Subscribers />
          </div>
        )}
      </details>
    </Card>
  )
}

function Growth() {
  const growth = useSubscriberGrowth()
  if (growth.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {growth.error.message}
      </p>
    )
  if (!growth.data) return <p className="text-sm text-muted">Loading growth...</p>
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <WeeklyBars weeks={growth.data.weeks} />
      <section aria-label="By source page">
        <h3 className="text-sm font-semibold text-ink">By source page</h3>
        <ul className="mt-2 space-y-1 text-sm">
          {growth.data.sources.map((source) => (
            <li key={source.sourcePage ?? ''} className="flex justify-between gap-3">
              <span className="truncate text-body">{source.sourcePage ?? 'Before sources were kept'}</span>
              <span className="tabular-nums text-muted">{count.format(source.subscribers)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** New subscribers per week as bars (no chart library: twelve numbers). */
function WeeklyBars({ weeks }: { weeks: SubscriberGrowth['weeks'] }) {
  const most = Math.max(1, ...weeks.map((week) => week.subscribed))
  return (
    <section aria-label="New subscribers per week">
      <h3 className="text-sm font-semibold text-ink">New subscribers per week</h3>
      <ol className="mt-2 flex h-28 items-end gap-1">
        {weeks.map((week) => (
          <li
            key={week.week}
            title={`Week of ${week.week}: ${count.format(week.subscribed)}`}
            className="flex-1 rounded-t bg-blue-500"
            style={{ height: `${Math.max(2, (week.subscribed / most) * 100)}%` }}
          >
            <span className="sr-only">
              Week of {week.week}: {week.subscribed}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-1 flex justify-between text-xs text-muted">
        <span>{weeks[0]?.week}</span>
        <span>{weeks.at(-1)?.week}</span>
      </p>
    </section>
  )
}

function Subscribers() {
  const [view, setView] = useState<SubscriberView>({ page: 1, q: '', status: null })
  const page = useSubscriberPage(view)
  const exporting = useExportSubscribers()
  const remove = useDeleteSubscriber()
  const data = page.data
  const onSearch = useCallback((q: string) => setView((current) => ({ ...current, q, page: 1 })), [])
  return (
    <section aria-label="Subscribers" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox value={view.q} onSearch={onSearch} label="Search by e-mail" />
        <FilterSelect<SubscriberStatus>
          label="Status"
          value={view.status}
          onChange={(status) => setView((current) => ({ ...current, status, page: 1 }))}
          values={SUBSCRIBER_STATUSES}
          allLabel="All statuses"
          className="w-40"
        />
        <Button variant="outline" onClick={() => exporting.mutate(view)} disabled={exporting.isPending}>
          <Download aria-hidden className="h-4 w-4" />
          Export CSV
        </Button>
      </div>
      {page.isError && (
        <p role="alert" className="text-sm text-danger">
          {page.error.message}
        </p>
      )}
      {data && (
        <>
          <Table>
            <TableHead
              headers={['E-mail', 'Status', 'Subscribed', 'Source page', 'Leads since', 'Meetings since', '']}
            />
            <tbody>
              {data.docs.map((subscriber) => (
                <tr key={subscriber.id}>
                  <Td className="break-all">{subscriber.email}</Td>
                  <Td>
                    <Badge tone={TONES[subscriber.status]}>{subscriber.status}</Badge>
                  </Td>
                  <Td className="whitespace-nowrap">{adminDate(subscriber.subscribedAt)}</Td>
                  <Td className="max-w-48 truncate">{subscriber.sourcePage ?? '—'}</Td>
                  <Td className="tabular-nums">{subscriber.leadsSince}</Td>
                  <Td className="tabular-nums">{subscriber.meetingsSince}</Td>
                  <Td>
                    <ConfirmDelete
                      label={`Delete ${subscriber.email}`}
                      question={`Delete the subscriber ${subscriber.email} for good?`}
                      onConfirm={() => remove.mutate(subscriber.id)}
                    />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          {data.docs.length === 0 && <p className="text-sm text-muted">No subscribers match.</p>}
          <nav aria-label="Subscriber pages" className="flex items-center justify-end gap-3 text-sm text-muted">
            <span>
              {plural(data.totalDocs, 'subscriber')} · page {data.page} of {Math.max(1, data.totalPages)}
            </span>
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous page"
              disabled={data.page <= 1}
              onClick={() => setView((current) => ({ ...current, page: current.page - 1 }))}
            >
              <ChevronLeft aria-hidden className="h-4 w-4" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Next page"
              disabled={data.page >= data.totalPages}
              onClick={() => setView((current) => ({ ...current, page: current.page + 1 }))}
            >
              <ChevronRight aria-hidden className="h-4 w-4" />
            </Button>
          </nav>
        </>
      )}
    </section>
  )
}
