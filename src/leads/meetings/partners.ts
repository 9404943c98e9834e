import type { Payload } from 'payload'

import { siteTimeZone } from '@/analytics/model/time'
import { MEETING_DEFAULTS, type SlotPartner } from '@/contracts/meetings'
import { type Availability, isTimeZone, type Weekday } from '@/lib/meeting-slots'
import { isHttpsUrl } from '@/lib/urls'
import type { Assessment, TeamMember } from '@/payload-types'

/** A bookable partner as the slots and bookings use them. */
export type BookablePartner = SlotPartner & {
  availability: Availability
  videoUrl: string | null
  feedUrl: string | null
  failingSince: string | null
  userId: number | string | null
  focusIndustry: string | null
}

type Defaults = { [K in keyof typeof MEETING_DEFAULTS]: number }

const pick = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

function bookable(member: TeamMember, defaults: Defaults): BookablePartner | null {
  const a = member.availability
  if (!a?.bookable || !member.isActive) return null
  const weeklyHours = (a.weeklyHours ?? []).map((row) => ({ day: row.day as Weekday, start: row.start, end: row.end }))
  if (weeklyHours.length === 0) return null
  const user = member.user
  return {
    id: member.id,
    name: member.name,
    availability: {
      timeZone: a.timeZone && isTimeZone(a.timeZone) ? a.timeZone : siteTimeZone(),
      weeklyHours,
      lengthMinutes: pick(a.lengthMinutes, defaults.lengthMinutes),
      bufferMinutes: pick(a.bufferMinutes, defaults.bufferMinutes),
      noticeHours: pick(a.noticeHours, defaults.noticeHours),
      maxPerDay: pick(a.maxPerDay, defaults.maxPerDay),
      horizonDays: pick(a.horizonDays, defaults.horizonDays),
    },
    videoUrl: a.videoUrl && isHttpsUrl(a.videoUrl) ? a.videoUrl : null,
    feedUrl: a.calendarFeedUrl && isHttpsUrl(a.calendarFeedUrl) ? a.calendarFeedUrl : null,
    failingSince: a.feedFailingSince ?? null,
    userId: user === null || user === undefined ? null : typeof user === 'object' ? user.id : user,
    focusIndustry: member.focusIndustry ?? null,
  }
}

/** The firm's meeting defaults (site settings), each falling back to the built-in one. */
async function meetingDefaults(payload: Payload): Promise<Defaults> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const d = settings.meetingDefaults ?? {}
  return {
    lengthMinutes: pick(d.lengthMinutes, MEETING_DEFAULTS.lengthMinutes),
    bufferMinutes: pick(d.bufferMinutes, MEETING_DEFAULTS.bufferMinutes),
    noticeHours: pick(d.noticeHours, MEETING_DEFAULTS.noticeHours),
    maxPerDay: pick(d.maxPerDay, MEETING_DEFAULTS.maxPerDay),
    horizonDays: pick(d.horizonDays, MEETING_DEFAULTS.horizonDays),
  }
}

/** Every active team member who takes bookings, in display order. */
export async function bookablePartners(payload: Payload): Promise<BookablePartner[]> {
  const [{ docs }, defaults] = await Promise.all([
    payload.find({
      collection: 'team-members',
      where: { and: [{ 'availability.bookable': { equals: true } }, { isActive: { equals: true } }] },
      sort: ['displayOrder', 'createdAt'],
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    meetingDefaults(payload),
  ])
  return docs.flatMap((member) => bookable(member, defaults) ?? [])
}

/** The partner a founder's results offer first: the lead's owner, else the industry's partner, else the first bookable. */
export function matchedPartner(partners: BookablePartner[], lead: Assessment | null): BookablePartner | null {
  if (partners.length === 0) return null
  const owner = lead?.ownerUser && typeof lead.ownerUser === 'object' ? lead.ownerUser.id : lead?.ownerUser
  return (
    (owner !== null && owner !== undefined && partners.find((p) => String(p.userId) === String(owner))) ||
    (lead?.industry && partners.find((p) => p.focusIndustry === lead.industry)) ||
    partners[0]
  )
}
