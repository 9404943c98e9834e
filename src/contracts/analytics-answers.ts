/** The answers of the analytics calls, as the server builds them and the dashboard reads them. */
import type { DaySpan, FilterDimension, Range, ReportFilters } from './analytics'
import type { Goal } from './analytics-event'
import type { LeadOutcome } from './lead-inbox'

/** How a trend is drawn: per local hour, day or month. */
export type Granularity = 'hour' | 'day' | 'month'

/** One point of the trend chart; `date` is YYYY-MM-DDTHH:00 (local hour), YYYY-MM-DD or YYYY-MM. */
export type TrendPoint = { date: string; visitors: number; pageViews: number }

export type VisitorAnalytics = {
  totalVisitors: number
  uniqueVisitors: number
  pageViews: number
  bounceRate: number
  avgSessionDuration: number
  conversionMetrics: { assessmentConversionRate: number }
  deviceBreakdown: { device: string; percentage: number }[]
  browserBreakdown: { browser: string; percentage: number }[]
  countryBreakdown: { country: string; percentage: number }[]
  topPages: { path: string; views: number; uniqueViews: number }[]
  topReferrers: { referrer: string; visitors: number }[]
  hourlyTraffic: { hour: number; visitors: number }[]
}

/** The four headline figures the cards show, as a period's totals define them. */
export type Headline = Pick<
  VisitorAnalytics,
  'totalVisitors' | 'uniqueVisitors' | 'pageViews' | 'bounceRate' | 'avgSessionDuration'
> & {
  assessmentConversionRate: number
}

/** The goals the Goals list shows, in its order; conversion is of unique visitors. */
export const REPORTED_GOALS = [
  'assessment_started',
  'assessment_completed',
  'contact_submitted',
  'meeting_booked',
] as const satisfies readonly Goal[]

type GoalFigure = {
  goal: (typeof REPORTED_GOALS)[number]
  events: number
  visitors: number
  conversionRate: number
}
/** One stage of the assessment funnel; dropOff is the share of the stage before that did not reach it. */
export type FunnelStage = { stage: string; visitors: number; dropOff: number }

/**
 * The Visitor analytics shape of the spec, plus the period it covers, the previous period's
 * headline figures, both trends, the visitors active right now, goals and the assessment
 * funnel, channels, campaigns, entry pages and broken links.
 */
export type VisitorReport = VisitorAnalytics & {
  /** `compare`: what previousPeriod and previousSeries are (the period before, a year earlier, or a custom span). */
  period: DaySpan & { range: Range | 'custom'; granularity: Granularity; compare: 'previous' | 'year' | 'custom' }
  previousPeriod: (DaySpan & Headline) | null
  series: TrendPoint[]
  previousSeries: TrendPoint[]
  visitorsNow: number
  goals: GoalFigure[]
  assessmentFunnel: FunnelStage[]
  channels: { channel: string; visitors: number; conversionRate: number }[]
  campaigns: { campaign: string; visitors: number; conversionRate: number }[]
  entryPages: { path: string; visits: number; bounceRate: number }[]
  /** Where visits ended: exits, and exits per view of the page (a percentage). */
  exitPages: { path: string; exits: number; exitRate: number }[]
  utmTerms: { term: string; visitors: number }[]
  utmContents: { content: string; visitors: number }[]
  /** The filters every figure but visitorsNow is restricted to ({} for none). */
  filters: ReportFilters
  brokenLinks: { path: string; views: number; visitors: number }[]
}

/**
 * One row of Leads by channel, campaign or source: the visits and visitors it brought in the
 * period, its inquiries, assessments and High Potential assessments, and `leadRate`: the share of
 * its visits that produced at least one lead (leadVisitShare), one decimal.
 */
export type ConversionRow = {
  value: string
  visits: number
  visitors: number
  inquiries: number
  assessments: number
  highPotential: number
  leadRate: number
}

export type LeadsBySourceRow = {
  source: string
  visitors: number
  inquiries: number
  assessments: number
  highPotential: number
  /** The share of the source's visitors whose visit produced a lead (leadVisitShare), one decimal. */
  conversionRate: number
  /** Leads that reached each outcome of the pipeline (now or at some point of their history). */
  reached: Record<LeadOutcome, number>
  /** Meetings booked (not cancelled) from the source's assessments. */
  meetings: number
}

export type AnalyticsSummary = {
  totalAssessments: number
  totalContacts: number
  conversionMetrics: {
    assessmentsThisWeek: number
    contactsThisWeek: number
    assessmentsThisMonth: number
    contactsThisMonth: number
  }
  topBusinessTypes: { revenue: string; count: number }[]
  inquiryTypes: { type: string; count: number }[]
  recentActivity: { type: 'assessment' | 'contact'; count: number; date: string }[]
  /** Per source of the leads' visits (utm_source, else referrer host, else direct; '' unknown). */
  leadsBySource: LeadsBySourceRow[]
  /**
   * Leads by the channel, campaign and source of their visit's first touch, against the visits
   * each brought: inquiries, assessments, High Potential, and the share of visits that produced a lead.
   */
  conversions: { channels: ConversionRow[]; campaigns: ConversionRow[]; sources: ConversionRow[] }
  /** Report filters a lead cannot be matched by (its first touch does not record them): lead counts ignore them. */
  leadFiltersNotApplied: FilterDimension[]
}

/**
 * One insight's figures in a period: its visitors (each day's unique visitors, summed), the visits
 * that entered the site on it, and the inquiries, assessments and High Potential assessments whose
 * visit entered on it.
 */
export type InsightFigures = {
  id: string
  title: string
  isPublished: boolean
  visitors: number
  entries: number
  inquiries: number
  assessments: number
  highPotential: number
}

export type InsightFiguresReport = { period: DaySpan & { range: Range | 'custom' }; posts: InsightFigures[] }

/** Visits seen since some instant: their visitors, by current page and by source. */
export type LiveVisits = {
  visitors: number
  pages: { path: string; visitors: number }[]
  sources: { source: string; visitors: number }[]
}

/** The Live card: visits in the last 30 minutes, by current page and source. */
export type LiveReport = LiveVisits & { since: string }
