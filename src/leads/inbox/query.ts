import type { Where } from 'payload'

import type { DateBound, LeadKindSlug, LeadListQuery } from '@/contracts/lead-inbox'
import { kindOfCollection, LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import { LTV_CAC, REVENUE_RANK, STATUS_RANK } from '@/leads/fields/lead-triage'
import { addDays, siteTimeZone, zonedDayStart } from '@/analytics/model/time'
import { dayIn } from '@/lib/calendar-day'
import type { SortOrder } from '@/lib/keyset'

/** The stored field each sort key of the tables orders by (derived ranks where alphabetical would mislead). */
const SORT_FIELDS: Record<string, string> = {
  location: 'businessCity',
  annualRevenue: REVENUE_RANK,
  ltvCac: LTV_CAC,
  status: STATUS_RANK,
  name: 'firstName',
  channel: 'attribution.channel',
  source: 'attribution.source',
}

/** The fields the search looks in (the kind table's). */
export const searchFieldsOf = (collection: LeadKindSlug): readonly string[] =>
  LEAD_KIND_TABLE[kindOfCollection(collection)].searchFields

/** The words of a search, each of which must appear in one of the fields. */
export const searchTerms = (q: string | undefined): string[] => (q ? q.split(/\s+/).filter(Boolean) : [])

/** The sort key of the query as a stored field and a direction. */
export function sortOrder(sort: string): SortOrder {
  const key = sort.replace(/^-/, '')
  return { field: SORT_FIELDS[key] ?? key, descending: sort.startsWith('-') }
}

/** The last follow-up day that is due: today, in the site's time zone. */
export const followUpToday = (now = Date.now()): string => dayIn(now, siteTimeZone())

/**
 * The creation instants a list's from/to keep (ISO): from a day's start, and before the next day's
 * start, in the site's time zone as the Analytics tab counts its days; an instant as given, inclusive.
 */
export function createdBounds(
  { from, to }: { from?: DateBound; to?: DateBound },
  timeZone = siteTimeZone(),
): { from?: string; before?: string; until?: string } {
  const dayStart = (day: string) => new Date(zonedDayStart(day, timeZone)).toISOString()
  return {
    from: typeof from === 'string' ? dayStart(from) : from?.toISOString(),
    before: typeof to === 'string' ? dayStart(addDays(to, 1)) : undefined,
    until: typeof to === 'string' ? undefined : to?.toISOString(),
  }
}

/** Whether `from` is not after `to`, a day read in the site's time zone (so a day and an instant compare too). */
export function createdInOrder(query: { from?: DateBound; to?: DateBound }, timeZone = siteTimeZone()): boolean {
  const { from, before, until } = createdBounds(query, timeZone)
  if (!from) return true
  return before ? from < before : !until || from <= until
}

const empty = (field: string): Where => ({ or: [{ [field]: { exists: false } }, { [field]: { equals: '' } }] })

/** Leads whose source, as Leads by source names it, is `source`: utm_source, else the referrer's host, else direct. */
function sourceWhere(source: string): Where {
  const fallback: Where =
    source === 'direct' ? empty('attribution.referrerHost') : { 'attribution.referrerHost': { equals: source } }
  return {
    or: [
      { 'attribution.source': { equals: source } },
      {
        and: [
          { 'attribution.channel': { exists: true } },
          { 'attribution.channel': { not_equals: '' } },
          empty('attribution.source'),
          fallback,
        ],
      },
    ],
  }
}

/** The filters of a list query as a Payload where (trashed leads are left out by Payload itself). */
export function leadWhere(kind: LeadKindSlug, query: Omit<LeadListQuery, 'page' | 'limit' | 'sort'>): Where {
  const clauses: Where[] = searchTerms(query.q).map((term) => ({
    or: searchFieldsOf(kind).map((field) => ({ [field]: { contains: term } })),
  }))
  if (query.status) {
    // A MongoDB lead stored before triage existed has no status: it is New.
    clauses.push(
      query.status === 'new'
        ? { or: [{ status: { equals: 'new' } }, { status: { exists: false } }] }
        : { status: { equals: query.status } },
    )
  }
  const created = createdBounds(query)
  if (created.from) clauses.push({ createdAt: { greater_than_equal: created.from } })
  if (created.before) clauses.push({ createdAt: { less_than: created.before } })
  if (created.until) clauses.push({ createdAt: { less_than_equal: created.until } })
  for (const part of ['channel', 'medium', 'campaign', 'entryPage'] as const) {
    const value = query[part]
    if (value !== undefined) clauses.push({ [`attribution.${part}`]: { equals: value } })
  }
  if (query.source !== undefined) clauses.push(sourceWhere(query.source))
  if (query.revenue) clauses.push({ annualRevenue: { equals: query.revenue } })
  if (query.minScore !== undefined) clauses.push({ totalScore: { greater_than_equal: query.minScore } })
  if (query.type) clauses.push({ inquiryType: { equals: query.type } })
  if (query.owner !== undefined) clauses.push({ ownerUser: { equals: query.owner } })
  if (query.due) clauses.push({ followUpOn: { less_than_equal: followUpToday() } })
  // No address awaits: '' is no lead's key, so nothing matches.
  if (query.awaitingKeys) clauses.push({ emailKey: { in: query.awaitingKeys.length ? query.awaitingKeys : [''] } })
  return clauses.length ? { and: clauses } : {}
}
