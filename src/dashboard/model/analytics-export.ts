import { FILTER_LABELS, filterEntries, type PeriodQuery, type ReportFilters } from '@/contracts/analytics'
import type { ConversionRow } from '@/contracts/analytics-answers'
import type { LeadsBySourceRow } from '@/contracts/analytics-answers'
import { LEAD_OUTCOMES, LEAD_STATUS_LABELS } from '@/contracts/lead-inbox'
import type { AnalyticsSummary } from '@/contracts/analytics-answers'
import type { VisitorReport } from '@/contracts/analytics-answers'
import { toCsv, type CsvColumn } from '@/lib/csv'

import { periodSlug } from './analytics-period'

/**
 * The Analytics tab as one CSV in long form (Section, Item, Metric, Value), so every list and
 * both trends fit one sheet and a pivot table rebuilds any of them. Values from visitors (paths,
 * referrers, campaign names) go through the CSV module's formula neutralising like the lead exports.
 */
type ExportRow = { section: string; item: string; metric: string; value: string | number }

const COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Section', value: (row) => row.section },
  { header: 'Item', value: (row) => row.item },
  { header: 'Metric', value: (row) => row.metric },
  { header: 'Value', value: (row) => row.value },
]

/** A metric's name and how to read it from one item of a list. */
type Metric<T> = [name: string, value: (row: T) => number]

/** The file's name: the period, then each filter as dimension-value (characters a file name cannot hold as -). */
export const analyticsCsvName = (period: PeriodQuery, filters: ReportFilters = {}) =>
  `analytics-${[periodSlug(period), ...filterEntries(filters).map(([dimension, value]) => `${dimension}-${value}`)]
    .join('_')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-{2,}/g, '-')}.csv`

function analyticsExportRows(visitors: VisitorReport, summary: AnalyticsSummary | undefined): ExportRow[] {
  const rows: ExportRow[] = []
  const add = (section: string, item: string, metric: string, value: string | number) =>
    rows.push({ section, item, metric, value })
  const { period, previousPeriod } = visitors
  add('Period', `${period.from} to ${period.to}`, 'Range', period.range)
  if (previousPeriod) add('Period', `${previousPeriod.from} to ${previousPeriod.to}`, 'Previous period', 'compared')
  for (const [dimension, value] of filterEntries(visitors.filters))
    add('Filter', FILTER_LABELS[dimension], 'Equals', value)
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
  /** One row per item and metric, items in report order, each item's metrics in the order given. */
  const list = <T>(section: string, items: readonly T[], item: (row: T) => string, metrics: Metric<T>[]) => {
    for (const row of items) for (const [metric, value] of metrics) add(section, item(row), metric, value(row))
  }
  const trend: Metric<{ visitors: number; pageViews: number }>[] = [
    ['Visitors', (point) => point.visitors],
    ['Page views', (point) => point.pageViews],
  ]
  const share: Metric<{ percentage: number }>[] = [['Share of visits (%)', (row) => row.percentage]]
  list('Trend', visitors.series, (point) => point.date, trend)
  list('Previous trend', visitors.previousSeries, (point) => point.date, trend)
  list('Devices', visitors.deviceBreakdown, (row) => row.device, share)
  list('Browsers', visitors.browserBreakdown, (row) => row.browser, share)
  list('Countries', visitors.countryBreakdown, (row) => row.country || 'Unknown', share)
  list('Top pages', visitors.topPages, (row) => row.path, [
    ['Views', (row) => row.views],
    ['Unique views', (row) => row.uniqueViews],
  ])
  list('Top referrers', visitors.topReferrers, (row) => row.referrer || 'Unknown', [
    ['Visitors', (row) => row.visitors],
  ])
  list('Traffic by hour', visitors.hourlyTraffic, (row) => `${String(row.hour).padStart(2, '0')}:00`, [
    ['Visitors', (row) => row.visitors],
  ])
  list('Goals', visitors.goals, (row) => row.goal, [
    ['Events', (row) => row.events],
    ['Visitors', (row) => row.visitors],
    ['Conversion rate (%)', (row) => row.conversionRate],
  ])
  list('Assessment funnel', visitors.assessmentFunnel, (row) => row.stage, [
    ['Visitors', (row) => row.visitors],
    ['Drop-off (%)', (row) => row.dropOff],
  ])
  const conversion: Metric<{ visitors: number; conversionRate: number }>[] = [
    ['Visitors', (row) => row.visitors],
    ['Visits completing an assessment (%)', (row) => row.conversionRate],
  ]
  list('Channels', visitors.channels, (row) => row.channel, conversion)
  list('Campaigns', visitors.campaigns, (row) => row.campaign, conversion)
  list('Entry pages', visitors.entryPages, (row) => row.path, [
    ['Visits', (row) => row.visits],
    ['Bounce rate (%)', (row) => row.bounceRate],
  ])
  list('Exit pages', visitors.exitPages, (row) => row.path, [
    ['Exits', (row) => row.exits],
    ['Exits per view (%)', (row) => row.exitRate],
  ])
  list('UTM terms', visitors.utmTerms, (row) => row.term, [['Visitors', (row) => row.visitors]])
  list('UTM contents', visitors.utmContents, (row) => row.content, [['Visitors', (row) => row.visitors]])
  list('Broken links', visitors.brokenLinks, (row) => row.path, [
    ['Views', (row) => row.views],
    ['Visitors', (row) => row.visitors],
  ])
  if (summary) {
    add('Leads', 'Assessments', 'Count', summary.totalAssessments)
    add('Leads', 'Contact inquiries', 'Count', summary.totalContacts)
    list('Revenue ranges', summary.topBusinessTypes, (row) => row.revenue, [['Assessments', (row) => row.count]])
    list('Inquiry types', summary.inquiryTypes, (row) => row.type, [['Inquiries', (row) => row.count]])
    for (const row of summary.recentActivity)
      add('Recent activity', row.date, row.type === 'assessment' ? 'Assessments' : 'Contact inquiries', row.count)
    list('Leads by source', summary.leadsBySource, (row) => row.source || 'Unknown', [
      ['Visitors', (row) => row.visitors],
      ['Inquiries', (row) => row.inquiries],
      ['Assessments', (row) => row.assessments],
      ['High Potential assessments', (row) => row.highPotential],
      ['Visitors who sent a lead (%)', (row) => row.conversionRate],
      ...LEAD_OUTCOMES.map((outcome): Metric<LeadsBySourceRow> => [
        `Reached ${LEAD_STATUS_LABELS[outcome]}`,
        (row) => row.reached[outcome],
      ]),
      ['Meetings booked', (row) => row.meetings],
    ])
    const leadsPerVisits: Metric<ConversionRow>[] = [
      ['Visits', (row) => row.visits],
      ['Visitors', (row) => row.visitors],
      ['Inquiries', (row) => row.inquiries],
      ['Assessments', (row) => row.assessments],
      ['High Potential assessments', (row) => row.highPotential],
      ['Visits that produced a lead (%)', (row) => row.leadRate],
    ]
    list('Leads by channel', summary.conversions.channels, (row) => row.value, leadsPerVisits)
    list('Leads by campaign', summary.conversions.campaigns, (row) => row.value, leadsPerVisits)
    list('Leads by source (visits)', summary.conversions.sources, (row) => row.value, leadsPerVisits)
  }
  return rows
}

export const analyticsCsv = (visitors: VisitorReport, summary: AnalyticsSummary | undefined) =>
  toCsv(analyticsExportRows(visitors, summary), COLUMNS)
