import type { Payload } from 'payload'

import type { SlotsAnswer } from '@/contracts/meetings'
import { invalidFieldsError } from '@/http/http'
import { freeSlots, type Interval } from '@/lib/meeting-slots'

import { assessmentForResultsToken } from '../results-link'
import { type FeedText, feedBusy } from './feed'
import { type BookablePartner, bookablePartners, matchedPartner } from './partners'

export type SlotOptions = { now?: number; fetchText?: FeedText }

/** Meetings holding a slot (not cancelled) from a day ago on, by partner. */
export async function bookedByPartner(payload: Payload, now: number, except?: number | string) {
  const { docs } = await payload.find({
    collection: 'meetings',
    where: {
      and: [
        { slotKey: { exists: true } },
        { end: { greater_than: new Date(now - 86_400_000).toISOString() } },
        ...(except === undefined ? [] : [{ id: { not_equals: except } }]),
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { partner: true, start: true, end: true },
  })
  const byPartner = new Map<string, Interval[]>()
  for (const doc of docs) {
    const key = String(typeof doc.partner === 'object' ? doc.partner.id : doc.partner)
    const list = byPartner.get(key) ?? []
    list.push({ start: Date.parse(doc.start), end: Date.parse(doc.end) })
    byPartner.set(key, list)
  }
  return byPartner
}

export async function slotsOf(
  payload: Payload,
  partner: BookablePartner,
  booked: Interval[],
  days: number,
  { now = Date.now(), fetchText }: SlotOptions,
) {
  const busy = await feedBusy(
    payload,
    {
      id: partner.id,
      feedUrl: partner.feedUrl,
      timeZone: partner.availability.timeZone,
      failingSince: partner.failingSince,
    },
    now,
    fetchText,
  )
  return freeSlots({ now, days, availability: partner.availability, busy, booked })
}

/** GET /api/meetings/slots: free slots of every bookable partner (or one), the matched one first. */
export async function slotsFor(
  payload: Payload,
  query: { days: number; tz: string; partner?: number | string; token?: string },
  options: SlotOptions = {},
): Promise<SlotsAnswer> {
  const now = options.now ?? Date.now()
  let partners = await bookablePartners(payload)
  if (query.partner !== undefined) {
    partners = partners.filter((p) => String(p.id) === String(query.partner))
    if (partners.length === 0) throw invalidFieldsError(['partner'])
  }
  const lead = query.token ? await assessmentForResultsToken(payload, query.token) : null
  const first = matchedPartner(partners, lead)
  const ordered = first ? [first, ...partners.filter((p) => p !== first)] : partners
  const booked = await bookedByPartner(payload, now)
  const lists = await Promise.all(
    ordered.map(async (partner) =>
      (await slotsOf(payload, partner, booked.get(String(partner.id)) ?? [], query.days, { ...options, now })).map(
        (slot) => ({
          start: new Date(slot.start).toISOString(),
          end: new Date(slot.end).toISOString(),
          partner: { id: partner.id, name: partner.name },
        }),
      ),
    ),
  )
  return { timeZone: query.tz, slots: lists.flat() }
}
