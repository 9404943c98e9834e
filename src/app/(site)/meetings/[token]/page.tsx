import { CalendarPlus, Video } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { formatWhen, partnerParties } from '@/leads/meetings/messages'
import { meetingForToken } from '@/leads/meetings/token'
import { getPayloadClient } from '@/payload-client'

import { PageHero } from '../../_components/page-hero'
import { buttonVariants } from '../../_components/ui/button-variants'
import { ManageMeeting } from './manage-meeting'

// Each token is its own page, read from the database on every request.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Your call',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ booked?: string }> }

/** A founder's meeting, reached from the booking's confirmation and the manage link in its e-mails. */
export default async function MeetingPage({ params, searchParams }: Props) {
  const { token } = await params
  const payload = await getPayloadClient()
  const meeting = await meetingForToken(payload, token)
  if (!meeting) notFound()
  const parties = await partnerParties(payload, meeting)
  if (!parties) notFound()
  const cancelled = meeting.status === 'cancelled'
  const justBooked = (await searchParams).booked === '1' && !cancelled
  const zone = meeting.timeZone || parties.partnerZone
  const video = parties.partner.availability?.videoUrl
  return (
    <>
      <PageHero
        overlapped
        eyebrow="Your call"
        title={
          cancelled
            ? 'This call was cancelled'
            : justBooked
              ? 'Your call is booked'
              : `Your call with ${parties.partner.name}`
        }
      />
      <section aria-label="Meeting" className="relative -mt-12 pb-24">
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-slate-600">With</dt>
              <dd data-testid="meeting-partner">{parties.partner.name}</dd>
              <dt className="font-semibold text-slate-600">When</dt>
              <dd data-testid="meeting-when" className={cancelled ? 'line-through' : undefined}>
                {formatWhen(meeting.start, zone)}
              </dd>
              <dt className="font-semibold text-slate-600">Booked for</dt>
              <dd>
                {meeting.name} · {meeting.email}
              </dd>
            </dl>
            {!cancelled && (
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <a
                  href={`/api/meetings/${encodeURIComponent(token)}/calendar`}
                  download="meeting.ics"
                  className={buttonVariants({ variant: 'primary', size: 'md' })}
                >
                  <CalendarPlus className="size-4" aria-hidden="true" />
                  Add to calendar
                </a>
                {video && (
                  <a
                    href={video}
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: 'outline', size: 'md' })}
                  >
                    <Video className="size-4" aria-hidden="true" />
                    Video call link
                  </a>
                )}
              </div>
            )}
            {justBooked && (
              <p className="mt-6 text-slate-700">
                An invitation is on its way to {meeting.email}. This page’s address is in it, to reschedule or cancel.
              </p>
            )}
          </div>
          {!cancelled && (
            <ManageMeeting token={token} partnerId={parties.partner.id} timeZone={meeting.timeZone ?? null} />
          )}
        </div>
      </section>
    </>
  )
}
