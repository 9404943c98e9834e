import type { Payload, SendEmailOptions } from 'payload'

import { SITE_DEFAULTS } from '@/contracts/site-settings'
import { meetingManagePath } from '@/contracts/meetings'
import { absoluteUrl } from '@/lib/site-url'
import type { Meeting, TeamMember } from '@/payload-types'

import { oneLine } from '@/email/compose'
import { adminLeadUrl } from '../lead'
import { invitationIcs } from './invitation'
import { manageToken } from './token'

/** What an e-mail about a meeting is: an invitation (or its update), a cancellation, a reminder. */
export type MeetingMessageKind = 'invite' | 'cancel' | 'reminder'
export type Recipient = 'founder' | 'partner'

export const formatWhen = (iso: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso))} (${timeZone})`

type Parties = { partner: TeamMember; partnerEmail: string; firmName: string; partnerZone: string }

/** The partner's address: their CMS account's, else the firm's contact address. */
export async function partnerParties(payload: Payload, meeting: Meeting): Promise<Parties | null> {
  const partnerId = typeof meeting.partner === 'object' ? meeting.partner.id : meeting.partner
  const partner = await payload.findByID({
    collection: 'team-members',
    id: partnerId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!partner) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const user = partner.user && typeof partner.user === 'object' ? partner.user : null
  return {
    partner,
    partnerEmail: user?.email ?? settings.contactEmail ?? SITE_DEFAULTS.contactEmail,
    firmName: settings.firmName || SITE_DEFAULTS.firmName,
    partnerZone: partner.availability?.timeZone || meeting.timeZone || 'UTC',
  }
}

/** The iCalendar text of a meeting as it stands (a cancellation once it is cancelled). */
export function meetingIcs(meeting: Meeting, parties: Parties, method: 'REQUEST' | 'CANCEL' | 'PUBLISH') {
  return invitationIcs(
    {
      uid: meeting.uid,
      sequence: meeting.sequence ?? 0,
      start: new Date(meeting.start),
      end: new Date(meeting.end),
      summary: `${parties.firmName}: ${parties.partner.name} and ${meeting.name}`,
      description: [
        meeting.company ? `Company: ${meeting.company}` : '',
        meeting.note ? `Note from ${meeting.name}: ${meeting.note}` : '',
        parties.partner.availability?.videoUrl ? `Video call: ${parties.partner.availability.videoUrl}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      videoUrl: parties.partner.availability?.videoUrl ?? null,
      organizer: { name: parties.partner.name, email: parties.partnerEmail },
      founder: { name: meeting.name, email: meeting.email },
    },
    method,
  )
}

/**
 * One e-mail about a meeting, plain text (visitor text stays text), with the invitation as a
 * `text/calendar; method=…` part and as an .ics attachment. The founder's carry the manage link
 * and Reply-To the partner.
 */
export function meetingMessage(
  meeting: Meeting,
  parties: Parties,
  kind: MeetingMessageKind,
  to: Recipient,
  secret: string,
): SendEmailOptions {
  const zone = to === 'founder' ? meeting.timeZone || parties.partnerZone : parties.partnerZone
  const when = formatWhen(meeting.start, zone)
  const video = parties.partner.availability?.videoUrl
  const manage = absoluteUrl(meetingManagePath(manageToken(secret, meeting)))
  const other =
    to === 'founder' ? parties.partner.name : meeting.company ? `${meeting.name} (${meeting.company})` : meeting.name
  const rescheduled = (meeting.sequence ?? 0) > 0
  const subject =
    kind === 'cancel'
      ? `Cancelled: your call with ${other}`
      : kind === 'reminder'
        ? `Reminder: your call with ${other}, ${when}`
        : rescheduled
          ? `Moved: your call with ${other}, ${when}`
          : `Booked: your call with ${other}, ${when}`
  const lines = [
    kind === 'cancel' ? `The call with ${other} on ${when} is cancelled.` : `Your call with ${other} is on ${when}.`,
    '',
    ...(kind !== 'cancel' && video ? [`Video call: ${video}`, ''] : []),
    ...(to === 'partner' && meeting.note ? [`Note from ${meeting.name} (visitor text):`, meeting.note, ''] : []),
    ...(to === 'partner' ? [`Their leads: ${adminLeadUrl('assessment', meeting.email)}`] : []),
    ...(to === 'founder' && kind !== 'cancel' ? [`Reschedule or cancel: ${manage}`] : []),
    '',
    parties.firmName,
  ]
  const method = kind === 'cancel' ? 'CANCEL' : 'REQUEST'
  const ics = meetingIcs(meeting, parties, method)
  return {
    to: to === 'founder' ? meeting.email : parties.partnerEmail,
    ...(to === 'founder' && { replyTo: parties.partnerEmail }),
    subject: oneLine(subject, 200),
    text: lines.join('\n'),
    // Nodemailer sends it as the text/calendar alternative and as the invite.ics attachment.
    icalEvent: { method, filename: 'invite.ics', content: ics },
  }
}
