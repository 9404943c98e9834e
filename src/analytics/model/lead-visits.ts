import type { StoredAttribution } from '@/contracts/lead-attribution'

import { percent } from './metrics'

/** A lead as far as telling its visit goes: its first touch, who sent it (an e-mail address) and when (ms). */
export type VisitLead = {
  touch: StoredAttribution
  person?: string
  at?: number
}

/** A visit ends after 30 minutes without an event (as the visitor report counts visits). */
export const VISIT_GAP_MS = 30 * 60 * 1000

/**
 * How many visits produced the leads. A lead records its visit's first touch, not the visit: one
 * person's leads with one first touch, each within VISIT_GAP_MS of the one before (an assessment,
 * then the contact form its results offer), came from one visit; a lead without a sender or time is
 * a visit of its own.
 */
export function leadVisits(leads: readonly VisitLead[]): number {
  const lastAt = new Map<string, number>()
  let visits = 0
  const ordered = [...leads].sort((a, b) => (a.at ?? 0) - (b.at ?? 0))
  for (const lead of ordered) {
    if (!lead.person || lead.at === undefined) {
      visits += 1
      continue
    }
    const { channel, source, medium, campaign, entryPage, referrerHost } = lead.touch
    const key = JSON.stringify([lead.person.toLowerCase(), channel, source, medium, campaign, entryPage, referrerHost])
    const previous = lastAt.get(key)
    if (previous === undefined || lead.at - previous > VISIT_GAP_MS) visits += 1
    lastAt.set(key, lead.at)
  }
  return visits
}

/**
 * The share of `visits` that produced at least one lead, in percent to one decimal: never above 100
 * (a lead whose visit began before the period, or was not counted, adds no visit).
 */
export const leadVisitShare = (visitsWithLead: number, visits: number): number =>
  percent(Math.min(visitsWithLead, visits), visits)
