import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

export type InvitationMeeting = {
  uid: string
  sequence: number
  start: Date
  end: Date
  summary: string
  /** Plain text; ical-generator escapes it per RFC 5545. */
  description: string
  videoUrl: string | null
  organizer: { name: string; email: string }
  founder: { name: string; email: string }
}

/**
 * The meeting as an iCalendar object: METHOD:REQUEST for an invitation or its update (a higher
 * SEQUENCE), METHOD:CANCEL for a cancellation; one UID for the meeting's whole life.
 */
export function invitationIcs(meeting: InvitationMeeting, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  const calendar = ical({
    prodId: { company: 'Keystone Legacy Partners', product: 'Meetings', language: 'EN' },
    method:
      method === 'CANCEL'
        ? ICalCalendarMethod.CANCEL
        : method === 'REQUEST'
          ? ICalCalendarMethod.REQUEST
          : ICalCalendarMethod.PUBLISH,
  })
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    stamp: new Date(),
    start: meeting.start,
    end: meeting.end,
    summary: meeting.summary,
    description: meeting.description,
    location: meeting.videoUrl,
    url: meeting.videoUrl,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: meeting.organizer,
    attendees: [
      {
        name: meeting.founder.name,
        email: meeting.founder.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
      {
        name: meeting.organizer.name,
        email: meeting.organizer.email,
        role: ICalAttendeeRole.CHAIR,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  })
  return calendar.toString()
}
