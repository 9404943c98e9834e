import type { ConversionRow } from '@/contracts/analytics-answers'
import { filterEntries, type FilterDimension, type ReportFilters } from '@/contracts/analytics'
import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'

import { leadSource, type LeadTouch } from './leads-by-source'
import { leadVisits, leadVisitShare } from './lead-visits'

/** The first touch a lead stored, as the conversion lists read it. */
export type AttributedLead = {
  kind: 'inquiry' | 'assessment'
  totalScore?: number
  touch: NonNullable<LeadTouch> & { medium?: string | null; campaign?: string | null; entryPage?: string | null }
  /** Who sent it (the e-mail address, any case) and when (ms), to tell which leads came from one visit. */
  person?: string
  at?: number
}

export type VisitCounts = ReadonlyMap<string, { visits: number; visitors: number }>

/** What a lead's first touch says for each filter it can answer; the rest leads do not record. */
const LEAD_VALUES: Partial<Record<FilterDimension, (touch: AttributedLead['touch']) => string>> = {
  channel: (touch) => touch.channel ?? '',
  source: (touch) => leadSource(touch),
  utm_source: (touch) => touch.source ?? '',
  utm_medium: (touch) => touch.medium ?? '',
  utm_campaign: (touch) => touch.campaign ?? '',
  entry_page: (touch) => touch.entryPage ?? '',
}

/** The filters a lead cannot be matched by (its first touch does not record them). */
export const leadFiltersNotApplied = (filters: ReportFilters): FilterDimension[] =>
  filterEntries(filters)
    .map(([dimension]) => dimension)
    .filter((dimension) => !LEAD_VALUES[dimension])

/** The leads whose first touch passes the filters leads record. */
export const leadsPassing = <Lead extends AttributedLead>(leads: readonly Lead[], filters: ReportFilters): Lead[] =>
  leads.filter((lead) =>
    filterEntries(filters).every(([dimension, value]) => {
      const of = LEAD_VALUES[dimension]
      return !of || of(lead.touch) === value
    }),
  )

/** Leads grouped by `keyOf` ('' leaves a lead out), against the visits of each value; most leads first. */
export function conversionsBy(
  leads: readonly AttributedLead[],
  keyOf: (touch: AttributedLead['touch']) => string,
  visits: VisitCounts,
  limit: number,
): ConversionRow[] {
  const rows = new Map<string, ConversionRow>()
  const leadsOf = new Map<string, AttributedLead[]>()
  const row = (value: string) => {
    let found = rows.get(value)
    if (!found) {
      const counts = visits.get(value)
      found = {
        value,
        visits: counts?.visits ?? 0,
        visitors: counts?.visitors ?? 0,
        inquiries: 0,
        assessments: 0,
        highPotential: 0,
        leadRate: 0,
      }
      rows.set(value, found)
    }
    return found
  }
  for (const value of visits.keys()) row(value)
  for (const lead of leads) {
    const value = keyOf(lead.touch)
    if (!value) continue
    const counted = row(value)
    const ofValue = leadsOf.get(value)
    if (ofValue) ofValue.push(lead)
    else leadsOf.set(value, [lead])
    if (lead.kind === 'inquiry') counted.inquiries += 1
    else {
      counted.assessments += 1
      if ((lead.totalScore ?? 0) >= HIGH_POTENTIAL_MIN_SCORE) counted.highPotential += 1
    }
  }
  return [...rows.values()]
    .map((counted) => ({
      ...counted,
      leadRate: leadVisitShare(leadVisits(leadsOf.get(counted.value) ?? []), counted.visits),
    }))
    .sort(
      (a, b) =>
        b.inquiries + b.assessments - (a.inquiries + a.assessments) ||
        b.highPotential - a.highPotential ||
        b.visits - a.visits ||
        a.value.localeCompare(b.value),
    )
    .slice(0, limit)
}

export const CONVERSION_KEYS = {
  channel: (touch: AttributedLead['touch']) => touch.channel ?? '',
  campaign: (touch: AttributedLead['touch']) => touch.campaign ?? '',
  source: (touch: AttributedLead['touch']) => leadSource(touch),
}
