'use client'

import { format } from 'date-fns'
import { AlertTriangle } from 'lucide-react'
import { useState } from 'react'

import { MEETING_STATUS_LABELS, type MeetingView } from '@/contracts/meetings'

import { useMeetings, useMeetingStatus } from '../api/meetings'
import { Badge, type Tone } from '../ui/badge'
import { Button } from '../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'
import { Table, TableHead, Td } from '../ui/table'

const TONE: Record<MeetingView['status'], Tone> = {
  booked: 'blue',
  rescheduled: 'blue',
  cancelled: 'neutral',
  held: 'green',
  no_show: 'red',
}

const when = (iso: string) => format(new Date(iso), 'MMM dd, yyyy HH:mm')

function Rows({ meetings, now }: { meetings: MeetingView[]; now: number }) {
  const setStatus = useMeetingStatus()
  if (meetings.length === 0) return <p className="text-sm text-muted">None.</p>
  return (
    <Table stacked>
      <TableHead headers={['When', 'Founder', 'Partner', 'Source', 'Status']} />
      <tbody>
        {meetings.map((meeting) => {
          const due = Date.parse(meeting.start) <= now && meeting.status !== 'cancelled'
          return (
            <tr key={meeting.id}>
              <Td label="When">
                <time dateTime={meeting.start}>{when(meeting.start)}</time>
              </Td>
              <Td label="Founder">
                <div className="font-medium text-ink [overflow-wrap:anywhere]">{meeting.name}</div>
                <div className="[overflow-wrap:anywhere]">{meeting.email}</div>
                {meeting.company && <div className="text-muted [overflow-wrap:anywhere]">{meeting.company}</div>}
              </Td>
              <Td label="Partner">{meeting.partner.name}</Td>
              <Td label="Source">{meeting.source ?? 'Direct'}</Td>
              <Td label="Status">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={TONE[meeting.status]}>{MEETING_STATUS_LABELS[meeting.status]}</Badge>
                  {due &&
                    (['held', 'no_show'] as const)
                      .filter((status) => status !== meeting.status)
                      .map((status) => (
                        <Button
                          key={status}
                          size="sm"
                          variant="outline"
                          disabled={setStatus.isPending}
                          onClick={() => setStatus.mutate({ id: meeting.id, status })}
                        >
                          Mark {MEETING_STATUS_LABELS[status].toLowerCase()}
                        </Button>
                      ))}
                </div>
              </Td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}

/** Meetings founders booked: upcoming by start, filterable by partner, the last 30 days' below, failing feeds on top. */
export function MeetingsTab() {
  const { data, isError, error } = useMeetings()
  const [partner, setPartner] = useState('')
  const [now] = useState(() => Date.now())
  if (isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {error.message}
      </p>
    )
  if (!data) return <p className="text-sm text-muted">Loading meetings...</p>
  const partners = [...new Map(data.meetings.map((m) => [String(m.partner.id), m.partner.name])).entries()]
  const shown = data.meetings.filter((m) => !partner || String(m.partner.id) === partner)
  const upcoming = shown.filter((m) => Date.parse(m.end) > now)
  const past = shown.filter((m) => Date.parse(m.end) <= now).reverse()
  return (
    <div className="space-y-4">
      {data.failingFeeds.map((feed) => (
        <p key={feed.partner.id} role="status" className="flex items-center gap-1.5 text-sm text-red-800">
          <AlertTriangle aria-hidden className="h-4 w-4" />
          {feed.partner.name}: calendar feed failing since {when(feed.since)}. Slots come from working hours alone.
        </p>
      ))}
      <label className="flex items-center gap-2 text-sm text-body">
        Partner
        <select
          className="h-9 rounded-md border border-control bg-white px-2"
          value={partner}
          onChange={(event) => setPartner(event.target.value)}
        >
          <option value="">All partners</option>
          {partners.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <Card>
        <CardHeader>
          <CardTitle>Upcoming meetings ({upcoming.length})</CardTitle>
        </CardHeader>
        <CardContent>
          <Rows meetings={upcoming} now={now} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Past 30 days</CardTitle>
        </CardHeader>
        <CardContent>
          <Rows meetings={past} now={now} />
        </CardContent>
      </Card>
    </div>
  )
}
