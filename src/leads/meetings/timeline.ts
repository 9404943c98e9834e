import type { Payload, TypedUser } from 'payload'

import { MEETING_STATUS_LABELS } from '@/contracts/meetings'
import type { TimelineEntry } from '@/contracts/people'

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) +
  ' UTC'

/** The person's meetings on their timeline (type `meeting`), each at the time it was booked, with its status. */
export async function meetingEntries(
  { payload, user }: { payload: Payload; user: TypedUser },
  emailKey: string,
): Promise<TimelineEntry[]> {
  const { docs } = await payload.find({
    collection: 'meetings',
    where: { emailKey: { equals: emailKey } },
    user,
    overrideAccess: false,
    pagination: false,
    depth: 1,
  })
  return docs.map((doc) => {
    const partner = typeof doc.partner === 'object' ? doc.partner.name : 'a partner'
    const lead =
      doc.assessment === null || doc.assessment === undefined
        ? null
        : typeof doc.assessment === 'object'
          ? doc.assessment.id
          : doc.assessment
    return {
      type: 'meeting',
      at: doc.createdAt,
      lead: lead === null ? null : { kind: 'assessment', id: lead },
      author: null,
      summary: `Meeting with ${partner} on ${when(doc.start)}: ${MEETING_STATUS_LABELS[doc.status]}`,
      text: doc.note ?? '',
      status: doc.status,
      meeting: { id: doc.id, start: doc.start, end: doc.end, partner },
    }
  })
}
