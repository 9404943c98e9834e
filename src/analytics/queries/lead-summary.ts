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
import { outcomesBySource } from '@/analytics/queries/outcomes-by-source'
import { INQUIRY_TYPES } from '@/contracts/enumerations'
import { REVENUE_RANGES } from '@/lib/assessment/options'
import type { DocId } from '@/lib/ids'
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

/**
 * Leads of the period (and `where`) with the first touch of their visit and who sent them,
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
      select: { totalScore: true, attribution: true, contactEmail: true, createdAt: true },
    }),
    ctx.payload.find({
      collection: LEAD_KIND_TABLE.inquiry.collection,
      ...query,
      select: { attribution: true, email: true, createdAt: true },
    }),
  ])
  return [
    ...assessments.docs.map((doc) => ({
      kind: 'assessment' as const,
      id: doc.id,
      totalScore: doc.totalScore,
      touch: doc.attribution ?? {},
      person: doc.contactEmail,
      at: Date.parse(doc.createdAt),
    })),
    ...inquiries.docs.map((doc) => ({
      kind: 'inquiry' as const,
      id: doc.id,
      touch: doc.attribution ?? {},
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

/** Meetings booked (not cancelled) per assessment id, of the given leads. */
async function meetingsOf(ctx: Context, leads: readonly { kind: string; id: number | string }[]) {
  const ids = leads.filter((lead) => lead.kind === 'assessment').map((lead) => lead.id)
  const counts = new Map<string, number>()
  if (ids.length === 0) return counts
  const { docs } = await ctx.payload.find({
    collection: 'meetings',
    where: { and: [{ assessment: { in: ids } }, { status: { not_equals: 'cancelled' } }] },
    pagination: false,
    depth: 0,
    user: ctx.user,
    overrideAccess: false,
    select: { assessment: true },
  })
  for (const doc of docs) {
    const id = String(typeof doc.assessment === 'object' && doc.assessment ? doc.assessment.id : doc.assessment)
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

/** Leads by source, channel and campaign, of the leads passing the filters they record. */
async function conversions(
  ctx: Context,
  inRange: Where | null,
  visits: RangeTotals['dimensions'],
  filters: ReportFilters,
): Promise<Pick<AnalyticsSummary, 'leadsBySource' | 'conversions' | 'leadFiltersNotApplied'>> {
  const leads = leadsPassing(await attributedLeads(ctx, inRange), filters)
  const sourced = leads.map((lead) => ({ ...lead, source: leadSource(lead.touch) }))
  const [meetings, reached] = await Promise.all([
    meetingsOf(ctx, leads),
    // A founder whose first lead came before the period counted in an earlier one.
    outcomesBySource(
      ctx,
      sourced,
      (inRange?.createdAt as { greater_than_equal?: string } | undefined)?.greater_than_equal ?? null,
    ),
  ])
  const sources = visitCounts(visits, 'referrer')
  const visitorsBySource = new Map([...sources].map(([source, counts]) => [source, counts.visitors]))
  return {
    leadsBySource: leadsBySource(
      sourced.map((lead) => ({
        ...lead,
        totalScore: lead.totalScore ?? 0,
        meetings: lead.kind === 'assessment' ? (meetings.get(String(lead.id)) ?? 0) : 0,
      })),
      visitorsBySource,
      TOP_LIST_LIMIT,
      reached,
    ),
    conversions: {
      channels: conversionsBy(leads, CONVERSION_KEYS.channel, visitCounts(visits, 'channel'), TOP_LIST_LIMIT),
      campaigns: conversionsBy(leads, CONVERSION_KEYS.campaign, visitCounts(visits, 'utm_campaign'), TOP_LIST_LIMIT),
      sources: conversionsBy(leads, CONVERSION_KEYS.source, sources, TOP_LIST_LIMIT),
    },
    leadFiltersNotApplied: leadFiltersNotApplied(filters),
  }
}
