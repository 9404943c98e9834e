import type { AnalyticsSummary } from '@/contracts/analytics'
import type { PeriodQuery } from '@/lib/analytics/period'
import type { VisitorReport } from '@/lib/analytics/report'
import { toCsv, type CsvColumn } from '@/lib/csv'

import { periodSlug } from './analytics-period'

/**
 * The Analytics tab as one CSV in long form (Section, Item, Metric, Value), so every list and
 * both trends fit one sheet and a pivot table rebuilds any of them. Values from visitors (paths,
 * referrers, campaign names) go through the CSV module's formula neutralising like the lead exports.
 */
export type ExportRow = { section: string; item: string; metric: string; value: string | number }

const COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Section', value: (row) => row.section },
  { header: 'Item', value: (row) => row.item },
  { header: 'Metric', value: (row) => row.metric },
  { header: 'Value', value: (row) => row.value },
]

export const analyticsCsvName = (period: PeriodQuery) => `analytics-${periodSlug(period)}.csv`

export function analyticsExportRows(visitors: VisitorReport, summary: AnalyticsSummary | undefined): ExportRow[] {
  const rows: ExportRow[] = []
  const add = (section: string, item: string, metric: string, value: string | number) =>
    rows.push({ section, item, metric, value })
  const { period, previousPeriod } = visitors
  add('Period', `${period.from} to ${period.to}`, 'Range', period.range)
  if (previousPeriod) add('Period', `${previousPeriod.from} to ${previousPeriod.to}`, 'Previous period', 'compared')
  const headline: [string, number, number | undefined][] = [
    ['Total visitors', visitors.totalVisitors, previousPeriod?.totalVisitors],
    ['Unique visitors', visitors.uniqueVisitors, previousPeriod?.uniqueVisitors],
    ['Page views', visitors.pageViews, previousPeriod?.pageViews],
    ['Bounce rate (%)', visitors.bounceRate, previousPeriod?.bounceRate],
    ['Avg session (seconds)', visitors.avgSessionDuration, previousPeriod?.avgSessionDuration],
    [
      'Assessment conversion rate (%)',
      visitors.conversionMetrics.assessmentConversionRate,
      previousPeriod?.assessmentConversionRate,
    ],
  ]
  for (const [metric, value, previous] of headline) {
    add('Totals', 'This period', metric, value)
    if (previous !== undefined) add('Totals', 'Previous period', metric, previous)
  }
  add('Totals', 'Now', 'Visitors in the last 5 minutes', visitors.visitorsNow)
  for (const point of visitors.series) {
    add('Trend', point.date, 'Visitors', point.visitors)
    add('Trend', point.date, 'Page views', point.pageViews)
  }
  for (const point of visitors.previousSeries) {
    add('Previous trend', point.date, 'Visitors', point.visitors)
    add('Previous trend', point.date, 'Page views', point.pageViews)
  }
  for (const row of visitors.deviceBreakdown) add('Devices', row.device, 'Share of visits (%)', row.percentage)
  for (const row of visitors.browserBreakdown) add('Browsers', row.browser, 'Share of visits (%)', row.percentage)
  for (const row of visitors.countryBreakdown)
    add('Countries', row.country || 'Unknown', 'Share of visits (%)', row.percentage)
  for (const row of visitors.topPages) {
    add('Top pages', row.path, 'Views', row.views)
    add('Top pages', row.path, 'Unique views', row.uniqueViews)
  }
  for (const row of visitors.topReferrers) add('Top referrers', row.referrer || 'Unknown', 'Visitors', row.visitors)
  for (const row of visitors.hourlyTraffic)
    add('Traffic by hour', `${String(row.hour).padStart(2, '0')}:00`, 'Visitors', row.visitors)
  for (const row of visitors.goals) {
    add('Goals', row.goal, 'Events', row.events)
    add('Goals', row.goal, 'Visitors', row.visitors)
    add('Goals', row.goal, 'Conversion rate (%)', row.conversionRate)
  }
  for (const row of visitors.assessmentFunnel) {
    add('Assessment funnel', row.stage, 'Visitors', row.visitors)
    add('Assessment funnel', row.stage, 'Drop-off (%)', row.dropOff)
  }
  for (const row of visitors.channels) {
    add('Channels', row.channel, 'Visitors', row.visitors)
    add('Channels', row.channel, 'Conversion rate (%)', row.conversionRate)
  }
  for (const row of visitors.campaigns) {
    add('Campaigns', row.campaign, 'Visitors', row.visitors)
    add('Campaigns', row.campaign, 'Conversion rate (%)', row.conversionRate)
  }
  for (const row of visitors.entryPages) {
    add('Entry pages', row.path, 'Visits', row.visits)
    add('Entry pages', row.path, 'Bounce rate (%)', row.bounceRate)
  }
  for (const row of visitors.brokenLinks) {
    add('Broken links', row.path, 'Views', row.views)
    add('Broken links', row.path, 'Visitors', row.visitors)
  }
  if (summary) {
    add('Leads', 'Assessments', 'Count', summary.totalAssessments)
    add('Leads', 'Contact inquiries', 'Count', summary.totalContacts)
    for (const row of summary.topBusinessTypes) add('Revenue ranges', row.revenue, 'Assessments', row.count)
    for (const row of summary.inquiryTypes) add('Inquiry types', row.type, 'Inquiries', row.count)
    for (const row of summary.recentActivity)
      add('Recent activity', row.date, row.type === 'assessment' ? 'Assessments' : 'Contact inquiries', row.count)
    for (const row of summary.leadsBySource) {
      const source = row.source || 'Unknown'
      add('Leads by source', source, 'Visitors', row.visitors)
      add('Leads by source', source, 'Inquiries', row.inquiries)
      add('Leads by source', source, 'Assessments', row.assessments)
      add('Leads by source', source, 'High Potential assessments', row.highPotential)
      add('Leads by source', source, 'Leads per 100 visitors', row.conversionRate)
    }
  }
  return rows
}

export const analyticsCsv = (visitors: VisitorReport, summary: AnalyticsSummary | undefined) =>
  toCsv(analyticsExportRows(visitors, summary), COLUMNS)
