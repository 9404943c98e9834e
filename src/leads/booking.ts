import type { Payload, Where } from 'payload'

import { isHttpsUrl } from '@/lib/urls'

import { leadSettings } from './settings'

/** Whom a founder can book a call with from their results, and where. */
export type Booking = { name: string; url: string }

type BookingLead = { ownerUser?: number | string | { id: number | string } | null; industry?: string | null }

const idOf = (relation: BookingLead['ownerUser']) =>
  relation !== null && typeof relation === 'object' ? relation.id : relation

async function memberBooking(payload: Payload, where: Where): Promise<Booking | null> {
  const { docs } = await payload.find({
    collection: 'team-members',
    where: { and: [where, { isActive: { equals: true } }, { bookingUrl: { exists: true } }] },
    sort: ['displayOrder', 'createdAt'],
    limit: 5,
    depth: 0,
    overrideAccess: true,
  })
  const member = docs.find((doc) => doc.bookingUrl && isHttpsUrl(doc.bookingUrl))
  return member ? { name: member.name, url: member.bookingUrl! } : null
}

/**
 * The call a results page and e-mail offer: with the lead's owner (the team member who is their
 * CMS account), else the partner whose focus is the assessment's industry, else the firm's
 * booking address (site settings); null when none of them has one.
 */
export async function bookingFor(payload: Payload, lead: BookingLead): Promise<Booking | null> {
  const owner = idOf(lead.ownerUser)
  const found =
    (owner !== null && owner !== undefined && (await memberBooking(payload, { user: { equals: owner } }))) ||
    (lead.industry && (await memberBooking(payload, { focusIndustry: { equals: lead.industry } }))) ||
    null
  if (found) return found
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return settings.bookingUrl && isHttpsUrl(settings.bookingUrl)
    ? { name: (await leadSettings(payload)).firmName, url: settings.bookingUrl }
    : null
}
