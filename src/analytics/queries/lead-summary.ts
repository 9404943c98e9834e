import type { Payload, TypedUser, Where } from 'payload'

import type { ReportFilters } from '@/contracts/analytics'
import type { AnalyticsSummary } from '@/contracts/analytics-answers'
import type { LeadCollectionSlug } from '@/contracts/lead-kinds'
import {
  CONVERSION_KEYS,
  conversionsBy,
  leadFiltersNotApplied,
  leadsPassing,
  type AttributedLead,
  type VisitCounts,
} from '@/analytics/model/lead-conversions'
import { leadsBySource, leadSource } from '@/analytics/model/leads-by-source'
import { TOP_LIST_LIMIT, type RangeTotals } from '@/analytics/model/metrics'
import { spanInstants, type Period } from '@/analytics/model/period'
import { addDays, localDayHour, zonedDayStart } from '@/analytics/model/time'
import { INQUIRY_TYPES } from '@/contracts/enumerations'
import { LEAD_OUTCOMES } from '@/contracts/lead-inbox'
import { REVENUE_RANGES } from '@/lib/assessment/options'
import { type DocId, relationId } from '@/lib/ids'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

const RECENT_ACTIVITY_DAYS = 10
const DAY_MS = 24 * 60 * 60 * 1000

type Lead = LeadCollectionSlug
export type Context = { payload: Payload; user: TypedUser; timeZone: string; now: number }

const since = (ms: number): Where => ({ createdAt: { greater_than_equal: new Date(ms).toISOString() } })
function and(...clauses: (Where | null)[]): Where {
  const present = clauses.filter((clause): clause is Where => clause !== null)
  return present.length > 0 ? { and: present } : {}
}

async function count(ctx: Context, collection: Lead, where: Where): Promise<number> {
  const { totalDocs } = await ctx.payload.count({ collection, where, user: ctx.user, overrideAccess: false })
  return totalDocs
}

/** Counts per local day for the latest days that have any, newest first, walking back day by day. */
async function perDay(ctx: Context, collection: Lead, range: Where | null) {
  const days: { count: number; date: string }[] = []
  let before: string | undefined
  while (days.length < RECENT_ACTIVITY_DAYS) {
    const { docs } = await ctx.payload.find({
      collection,
      where: and(range, before ? { createdAt: { less_than: before } } : null),
      sort: '-createdAt',
      limit: 1,
      pagination: false,
      select: { createdAt: true },
      user: ctx.user,
      overrideAccess: false,
    })
    if (docs.length === 0) break
    const date = localDayHour(Date.parse(docs[0].createdAt), ctx.timeZone).day
    const start = new Date(zonedDayStart(date, ctx.timeZone)).toISOString()
    const end = new Date(zonedDayStart(addDays(date, 1), ctx.timeZone)).toISOString()
    const onDay = await count(ctx, collection, and(range, { createdAt: { greater_than_equal: start, less_than: end } }))
    days.push({ count: onDay, date })
    before = start
  }
  return days
}

/** Leads created within a period's local days; all time has no bound. */
export function createdWithin(period: Period, timeZone: string): Where | null {
  if (period.range === 'all') return null
  const { start, end } = spanInstants(period, timeZone)
  return { createdAt: { greater_than_equal: new Date(start).toISOString(), less_than: new Date(end).toISOString() } }
}

/** A lead of the period with its id, to look up its history when a figure needs it. */
type PeriodLead = AttributedLead & { id: DocId }

/** Lead ids per notes query, well under the databases' limits on bound values. */
const IDS_PER_QUERY = 500

/** Per lead (`assessment:12`), the outcomes its history says it reached; reads the notes of `leads` only. */
async function reachedOutcomes(ctx: Context, leads: readonly PeriodLead[]): Promise<Map<string, string[]>> {
  const reached = new Map<string, string[]>()
  for (const [kind, field] of [
    ['assessment', 'assessment'],
    ['inquiry', 'contactInquiry'],
  ] as const) {
    const ids = leads.filter((lead) => lead.kind === kind).map((lead) => lead.id)
    for (let from = 0; from < ids.length; from += IDS_PER_QUERY) {
      const { docs } = await ctx.payload.find({
        collection: 'lead-notes',
        where: {
          and: [
            { [field]: { in: ids.slice(from, from + IDS_PER_QUERY) } },
            { type: { equals: 'status' } },
            { to: { in: [...LEAD_OUTCOMES] } },
          ],
        },
        select: { [field]: true, to: true },
        pagination: false,
        depth: 0,
        user: ctx.user,
        overrideAccess: false,
      })
      for (const note of docs) {
        const lead = note[field]
        if (!lead) continue
        const key = `${kind}:${relationId(lead)}`
        reached.set(key, [...(reached.get(key) ?? []), note.to ?? ''])
      }
    }
  }
  return reached
}

/** The leads with every status they have had (their current one and those their history records). */
async function withStatusHistory(ctx: Context, leads: readonly PeriodLead[]): Promise<AttributedLead[]> {
  const reached = await reachedOutcomes(ctx, leads)
  return leads.map((lead) => ({
    ...lead,
    statuses: [...(lead.statuses ?? []), ...(reached.get(`${lead.kind}:${lead.id}`) ?? [])],
  }))
}

/**
 * Leads of the period (and `where`) with the first touch of their visit and their current status,
 * for Leads by source, the conversion lists and leads by article.
 */
export async function attributedLeads(
  ctx: Context,
  range: Where | null,
  where: Where | null = null,
): Promise<PeriodLead[]> {
  const query = {
    where: and(range, where),
    pagination: false,
    user: ctx.user,
    overrideAccess: false,
    depth: 0,
  } as const
  const [assessments, inquiries] = await Promise.all([
    ctx.payload.find({
      collection: 'assessments',
      ...query,
      select: { totalScore: true, attribution: true, status: true, contactEmail: true, createdAt: true },
    }),
    ctx.payload.find({
      collection: LEAD_KIND_TABLE.inquiry.collection,
      ...query,
      select: { attribution: true, status: true, email: true, createdAt: true },
    }),
  ])
  return [
    ...assessments.docs.map((doc) => ({
      kind: 'assessment' as const,
      id: doc.id,
      totalScore: doc.totalScore,
      touch: doc.attribution ?? {},
      statuses: [doc.status],
      person: doc.contactEmail,
      at: Date.parse(doc.createdAt),
    })),
    ...inquiries.docs.map((doc) => ({
      kind: 'inquiry' as const,
      id: doc.id,
      touch: doc.attribution ?? {},
      statuses: [doc.status],
      person: doc.email,
      at: Date.parse(doc.createdAt),
    })),
  ]
}

/** Visits and visitors per value of one dimension, from a report's breakdowns. */
const visitCounts = (dimensions: RangeTotals['dimensions'], dimension: string): VisitCounts =>
  new Map(
    dimensions
      .filter((row) => row.dimension === dimension)
      .map((row) => [row.value, { visits: row.sessions, visitors: row.visitors }]),
  )

/**
 * The Analytics summary, every figure counted by the database. Totals, revenue ranges, inquiry
 * types and recent activity cover the period; This Week and This Month are always the last 7
 * and 30 days.
 */
export async function analyticsSummary(
  ctx: Context,
  period: Period,
  visits: RangeTotals['dimensions'],
  filters: ReportFilters = {},
): Promise<AnalyticsSummary> {
  const inRange = createdWithin(period, ctx.timeZone)
  const week = since(ctx.now - 7 * DAY_MS)
  const month = since(ctx.now - 30 * DAY_MS)
  const [
    totalAssessments,
    totalContacts,
    assessmentsThisWeek,
    contactsThisWeek,
    assessmentsThisMonth,
    contactsThisMonth,
  ] = await Promise.all([
    count(ctx, 'assessments', and(inRange)),
    count(ctx, LEAD_KIND_TABLE.inquiry.collection, and(inRange)),
    count(ctx, 'assessments', week),
    count(ctx, LEAD_KIND_TABLE.inquiry.collection, week),
    count(ctx, 'assessments', month),
    count(ctx, LEAD_KIND_TABLE.inquiry.collection, month),
  ])
  const revenue = await Promise.all(
    REVENUE_RANGES.map(async (value) => ({
      revenue: value,
      count: await count(ctx, 'assessments', and(inRange, { annualRevenue: { equals: value } })),
    })),
  )
  const types = await Promise.all(
    INQUIRY_TYPES.map(async (value) => ({
      type: value,
      count: await count(ctx, LEAD_KIND_TABLE.inquiry.collection, and(inRange, { inquiryType: { equals: value } })),
    })),
  )
  const [assessmentDays, contactDays] = await Promise.all([
    perDay(ctx, 'assessments', inRange),
    perDay(ctx, LEAD_KIND_TABLE.inquiry.collection, inRange),
  ])
  const recentActivity = [
    ...assessmentDays.map((day) => ({ type: 'assessment' as const, ...day })),
    ...contactDays.map((day) => ({ type: 'contact' as const, ...day })),
  ]
    .sort((a, b) => b.date.localeCompare(a.date) || a.type.localeCompare(b.type))
    .slice(0, RECENT_ACTIVITY_DAYS)
  const byCount = <T extends { count: number }>(rows: T[]) =>
    rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count)
  return {
    totalAssessments,
    totalContacts,
    conversionMetrics: { assessmentsThisWeek, contactsThisWeek, assessmentsThisMonth, contactsThisMonth },
    topBusinessTypes: byCount(revenue),
    inquiryTypes: byCount(types),
    recentActivity,
    ...(await conversions(ctx, inRange, visits, filters)),
  }
}

/** Leads by source, channel and campaign, of the leads passing the filters they record. */
async function conversions(
  ctx: Context,
  inRange: Where | null,
  visits: RangeTotals['dimensions'],
  filters: ReportFilters,
): Promise<Pick<AnalyticsSummary, 'leadsBySource' | 'conversions' | 'leadFiltersNotApplied'>> {
  const leads = await withStatusHistory(ctx, leadsPassing(await attributedLeads(ctx, inRange), filters))
  const sources = visitCounts(visits, 'referrer')
  const visitorsBySource = new Map([...sources].map(([source, counts]) => [source, counts.visitors]))
  return {
    leadsBySource: leadsBySource(
      leads.map((lead) => ({ ...lead, totalScore: lead.totalScore ?? 0, source: leadSource(lead.touch) })),
      visitorsBySource,
      TOP_LIST_LIMIT,
    ),
    conversions: {
      channels: conversionsBy(leads, CONVERSION_KEYS.channel, visitCounts(visits, 'channel'), TOP_LIST_LIMIT),
      campaigns: conversionsBy(leads, CONVERSION_KEYS.campaign, visitCounts(visits, 'utm_campaign'), TOP_LIST_LIMIT),
      sources: conversionsBy(leads, CONVERSION_KEYS.source, sources, TOP_LIST_LIMIT),
    },
    leadFiltersNotApplied: leadFiltersNotApplied(filters),
  }
}
