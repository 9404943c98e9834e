import type { LeadsBySourceRow } from '@/contracts/analytics-answers'
import type { LeadOutcome } from '@/contracts/lead-inbox'
import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'

import { leadVisits, leadVisitShare, type VisitLead } from './lead-visits'

/** The first touch a lead stored (all optional: leads from before attribution, or without the tracker). */
export type LeadTouch =
  { channel?: string | null; source?: string | null; referrerHost?: string | null } | null | undefined

/** A lead's source as the Top Referrers list names it: utm_source, else the referrer's host, else direct; '' when none was recorded. */
export function leadSource(touch: LeadTouch): string {
  if (!touch?.channel) return ''
  return touch.source || touch.referrerHost || 'direct'
}

type SourcedLead = ({ kind: 'inquiry' } | { kind: 'assessment'; totalScore: number }) & {
  /** Meetings booked from the lead (not cancelled). */
  meetings?: number
} & Partial<VisitLead>

/**
 * Per source: inquiries, assessments and High Potential assessments in the period, the rate of
 * leads to visitors from that source, and the founders at each outcome (`reachedBySource`, from
 * the stage history). High Potential first, then assessments, inquiries, visitors, name.
 */
export function leadsBySource(
  leads: readonly (SourcedLead & { source: string })[],
  visitorsBySource: ReadonlyMap<string, number>,
  limit: number,
  reachedBySource: ReadonlyMap<string, Record<LeadOutcome, number>> = new Map(),
): LeadsBySourceRow[] {
  const rows = new Map<string, LeadsBySourceRow>()
  const leadsOf = new Map<string, VisitLead[]>()
  for (const lead of leads) {
    let row = rows.get(lead.source)
    const visit = { touch: lead.touch ?? {}, person: lead.person, at: lead.at }
    const ofSource = leadsOf.get(lead.source)
    if (ofSource) ofSource.push(visit)
    else leadsOf.set(lead.source, [visit])
    if (!row) {
      row = {
        source: lead.source,
        visitors: visitorsBySource.get(lead.source) ?? 0,
        inquiries: 0,
        assessments: 0,
        highPotential: 0,
        conversionRate: 0,
        reached: { qualified: 0, in_diligence: 0, invested: 0, ...reachedBySource.get(lead.source) },
        meetings: 0,
      }
      rows.set(lead.source, row)
    }
    row.meetings += lead.meetings ?? 0
    if (lead.kind === 'inquiry') row.inquiries += 1
    else {
      row.assessments += 1
      if (lead.totalScore >= HIGH_POTENTIAL_MIN_SCORE) row.highPotential += 1
    }
  }
  return [...rows.values()]
    .map((row) => ({ ...row, conversionRate: leadVisitShare(leadVisits(leadsOf.get(row.source) ?? []), row.visitors) }))
    .sort(
      (a, b) =>
        b.highPotential - a.highPotential ||
        b.assessments - a.assessments ||
        b.inquiries - a.inquiries ||
        b.visitors - a.visitors ||
        a.source.localeCompare(b.source),
    )
    .slice(0, limit)
}
