import type { TaskConfig } from 'payload'

import type { QueuedJob } from '@/jobs/enqueue'
import type { Meeting } from '@/payload-types'

import { sendEmailOnce } from '@/email/handoff'

import { recordSentMessage } from '../inbound/sent'
import { meetingMessage, type MeetingMessageKind, partnerParties, type Recipient } from './messages'
import { findMeeting } from './find'

export const MEETINGS_QUEUE = 'meetings'

const HOUR = 3_600_000
/** Reminders go out this long before the start. */
const REMINDERS_BEFORE_MS = [24 * HOUR, HOUR] as const

type Input = {
  meetingId: string
  kind: MeetingMessageKind
  to: Recipient
  sequence: string
  start: string
  /** Reminders: how many hours before the start. */
  hoursBefore?: string | null
}

const job = (input: Input, waitUntil?: Date): QueuedJob<'meetingEmail'> => ({
  task: 'meetingEmail',
  queue: MEETINGS_QUEUE,
  input,
  ...(waitUntil && { waitUntil }),
})

/**
 * The e-mails a meeting's booking or change causes: an invitation (or cancellation) to each side,
 * and, while it stands, reminders 24 h and 1 h before (those already past are not queued).
 */
export function meetingEmailJobs(meeting: Meeting, kind: 'invite' | 'cancel', now = Date.now()) {
  const base = { meetingId: String(meeting.id), sequence: String(meeting.sequence ?? 0), start: meeting.start }
  const jobs = (['founder', 'partner'] as const).map((to) => job({ ...base, kind, to }))
  if (kind === 'invite') {
    const start = Date.parse(meeting.start)
    for (const before of REMINDERS_BEFORE_MS) {
      if (start - before <= now) continue
      for (const to of ['founder', 'partner'] as const)
        jobs.push(job({ ...base, kind: 'reminder', to, hoursBefore: String(before / HOUR) }, new Date(start - before)))
    }
  }
  return jobs
}

/** Whether the e-mail still says something true: a reminder or invitation of a meeting since moved or cancelled does not go. */
function stillDue(meeting: Meeting, input: Input): boolean {
  if (input.kind === 'cancel') return meeting.status === 'cancelled'
  return (
    meeting.status !== 'cancelled' &&
    String(meeting.sequence ?? 0) === input.sequence &&
    new Date(meeting.start).toISOString() === new Date(input.start).toISOString()
  )
}

/** Sends one e-mail about a meeting, once across instances and tries (the handoff key). */
export const meetingEmailTask: TaskConfig<'meetingEmail'> = {
  slug: 'meetingEmail',
  label: 'E-mail about a meeting (invitation, cancellation, reminder)',
  inputSchema: [
    { name: 'meetingId', type: 'text', required: true },
    { name: 'kind', type: 'select', options: ['invite', 'cancel', 'reminder'], required: true },
    { name: 'to', type: 'select', options: ['founder', 'partner'], required: true },
    { name: 'sequence', type: 'text', required: true },
    { name: 'start', type: 'text', required: true },
    { name: 'hoursBefore', type: 'text' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req: { payload } }) => {
    const meeting = await findMeeting(payload, input.meetingId, 0)
    if (!meeting || !stillDue(meeting, input as Input)) return { output: {} }
    const parties = await partnerParties(payload, meeting)
    if (!parties) return { output: {} }
    const key = `meeting:${meeting.uid}:${input.kind}${input.hoursBefore ?? ''}:${input.to}:${input.sequence}:${input.start}`
    const message = meetingMessage(meeting, parties, input.kind, input.to, payload.secret)
    await sendEmailOnce(payload, key, message)
    // The founder's answer to an invitation threads to their assessment, as an answer to a reply does.
    if (input.to === 'founder' && meeting.assessment)
      await recordSentMessage(
        payload,
        key,
        { kind: 'assessment', id: typeof meeting.assessment === 'object' ? meeting.assessment.id : meeting.assessment },
        'invitation',
        message.subject ?? '',
      )
    return { output: {} }
  },
}
