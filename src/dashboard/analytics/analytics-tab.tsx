'use client'

import { FILTER_LABELS, RANGE_LABELS } from '@/contracts/analytics'
import type { AnalyticsSummary } from '@/contracts/analytics-answers'
import type { ReactNode } from 'react'

import {
  changeLabel,
  countryLabel,
  hourLabel,
  hourlyBars,
  oneDecimal,
  pageLabel,
  peakHour,
  referrerLabel,
  sourceCardRows,
  type SourceCardRow,
  wholeMinutes,
} from '@/dashboard/model/analytics-view'
import { comparisonLabel, periodSlug } from '@/dashboard/model/analytics-period'
import type { VisitorReport } from '@/contracts/analytics-answers'
import { INQUIRY_TYPE_ADMIN_LABELS, type InquiryType } from '@/contracts/enumerations'
import { LEAD_OUTCOMES, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadOutcome } from '@/contracts/lead-inbox'
import { leadsBySourceHref } from '@/dashboard/model/lead-view'
import { revenueRangeLabel } from '@/lib/assessment/options'
import { plural } from '@/lib/plural'

import { useAnalyticsSummary, useVisitorAnalytics } from '@/dashboard/api/analytics'
import { Card, CardContent, CardHeader, CardTitle } from '@/dashboard/ui/card'
import { AcquisitionSection } from './acquisition-section'
import { ConversionsSection } from './conversions-section'
import { ExportButton } from './export-button'
import { HourlyChart } from './hourly-chart'
import { LiveCard } from './live-card'
import { ComparePicker, PeriodPicker } from './period-picker'
import { SegmentPicker } from './segment-picker'
import { SharesCard } from './shares-card'
import { StatLists, statRows } from './stat-list'
import { AddFilter, FilterChips } from './filter-chips'
import { TrendChart } from './trend-chart'
import { useAnalyticsFilters, useAnalyticsPeriod } from './use-analytics-period'

function MetricCard({
  label,
  value,
  detail,
  change,
  against,
}: {
  label: string
  value: string | number
  detail: string
  change: string | null
  against: string
}) {
  return (
    <Card className="p-4" data-testid={`card-${label}`}>
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="text-2xl font-bold text-ink">{value}</p>
      <p className="text-xs text-muted">{detail}</p>
      {change === null ? null : (
        <p className="mt-1 text-xs font-medium text-ink" data-testid="card-change">
          {change} vs {against}
        </p>
      )}
    </Card>
  )
}

const pageViews = (row: { views: number; uniqueViews: number }) =>
  `${plural(row.views, 'view')} · ${row.uniqueViews} unique`

/** A breakdown row's share of visits, to one decimal. */
const share = (row: { percentage: number }) => oneDecimal(row.percentage)

const periodTitle = (visitors: VisitorReport) =>
  visitors.period.range === 'custom'
    ? `${visitors.period.from} to ${visitors.period.to}`
    : RANGE_LABELS[visitors.period.range]

function VisitorSection({ visitors }: { visitors: VisitorReport }) {
  const bars = hourlyBars(visitors.hourlyTraffic)
  const peak = peakHour(visitors.hourlyTraffic)
  const peakText = peak
    ? `Peak hour: ${hourLabel(peak.hour)} (${plural(peak.visitors, 'visitor')})`
    : 'No data available'
  const before = visitors.previousPeriod
  const change = (current: number, previous: number | undefined, kind?: 'points'): string | null =>
    previous === undefined ? null : changeLabel(current, previous, kind)
  const against = comparisonLabel(visitors.period.compare, before)
  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <MetricCard
          label="Total Visitors"
          value={visitors.totalVisitors}
          detail={`${visitors.uniqueVisitors} unique`}
          against={against}
          change={change(visitors.totalVisitors, before?.totalVisitors)}
        />
        <MetricCard
          label="Page Views"
          value={visitors.pageViews}
          detail={`${oneDecimal(visitors.bounceRate)} bounce rate`}
          against={against}
          change={change(visitors.pageViews, before?.pageViews)}
        />
        <MetricCard
          label="Avg Session"
          value={wholeMinutes(visitors.avgSessionDuration)}
          detail="Average session duration"
          against={against}
          change={change(visitors.avgSessionDuration, before?.avgSessionDuration)}
        />
        <MetricCard
          label="Conversion Rate"
          value={oneDecimal(visitors.conversionMetrics.assessmentConversionRate)}
          detail="Assessment conversion"
          against={against}
          change={change(
            visitors.conversionMetrics.assessmentConversionRate,
            before?.assessmentConversionRate,
            'points',
          )}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Visitors and Page Views</CardTitle>
          <p className="text-sm text-muted">
            {periodTitle(visitors)}
            {before
              ? ` · ${against === 'previous period' ? 'previous period' : against} ${before.from} to ${before.to} dashed`
              : ''}{' '}
            · {plural(visitors.visitorsNow, 'visitor')} now
          </p>
        </CardHeader>
        <CardContent>
          <TrendChart
            series={visitors.series}
            previous={visitors.previousSeries}
            against={against}
            granularity={visitors.period.granularity}
          />
        </CardContent>
      </Card>
      <StatLists
        className="grid gap-4 lg:grid-cols-3"
        lists={[
          {
            title: 'Device Breakdown',
            empty: 'No device data available',
            rows: statRows(visitors.deviceBreakdown, 'device', share, { limit: 5, filter: 'device' }),
          },
          {
            title: 'Top Browsers',
            empty: 'No browser data available',
            rows: statRows(visitors.browserBreakdown, 'browser', share, { limit: 5, filter: 'browser' }),
          },
          {
            title: 'Top Countries',
            empty: 'No location data available',
            rows: statRows(visitors.countryBreakdown, 'country', share, {
              label: countryLabel,
              limit: 5,
              filter: 'country',
            }),
          },
        ]}
      />
      <StatLists
        className="grid gap-4 lg:grid-cols-2"
        lists={[
          {
            title: 'Top Pages',
            empty: 'No page data available',
            rows: statRows(visitors.topPages, 'path', pageViews, { label: pageLabel, limit: 8, filter: 'page' }),
          },
          {
            title: 'Top Referrers',
            empty: 'No referrer data available',
            rows: statRows(visitors.topReferrers, 'referrer', (row) => plural(row.visitors, 'visitor'), {
              label: referrerLabel,
              limit: 8,
              filter: 'source',
            }),
          },
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle>Traffic by Hour</CardTitle>
          <p className="text-sm text-muted">Distinct visitors per hour of the day over the period. {peakText}</p>
        </CardHeader>
        <CardContent>
          <HourlyChart bars={bars} description={`Distinct visitors per hour of the day over the period. ${peakText}`} />
        </CardContent>
      </Card>
      <AcquisitionSection visitors={visitors} />
    </>
  )
}

const periodRows = (assessments: number, contacts: number) => [
  { key: 'assessments', label: 'Assessments', value: assessments },
  { key: 'contacts', label: 'Contacts', value: contacts },
]

const inquiryTypeLabel = (type: string) => INQUIRY_TYPE_ADMIN_LABELS[type as InquiryType] ?? type

const count = (row: { count: number }) => row.count

/** The outcomes a source's leads reached, those reached by none left out. */
const outcomesReached = (reached: Record<LeadOutcome, number> | null) =>
  LEAD_OUTCOMES.filter((outcome) => (reached?.[outcome] ?? 0) > 0).map(
    (outcome) => ` · ${reached?.[outcome]} ${LEAD_STATUS_LABELS[outcome]}`,
  )

/** A conversion row's leads, its rate named for what it counts. */
const leadsPerVisits = (row: {
  visits: number | null
  inquiries: number
  assessments: number
  highPotential: number
  leadRate: number
}) =>
  [
    row.visits === null ? null : plural(row.visits, 'visit'),
    plural(row.inquiries, 'inquiry'),
    plural(row.assessments, 'assessment'),
    `${row.highPotential} High Potential`,
  ]
    .filter((part) => part !== null)
    .join(' · ') + (row.visits ? ` · ${oneDecimal(row.leadRate)} of visits produced a lead` : '')

/** Leads by Source: each known source opens the inbox filtered to it and the period. */
const sourceRows = (rows: readonly SourceCardRow<LeadOutcome>[], period: { from: string; to: string } | null) =>
  rows.slice(0, 8).map((row) => ({
    key: row.value,
    label: referrerLabel(row.value),
    value:
      leadsPerVisits(row) +
      outcomesReached(row.reached).join('') +
      (row.meetings ? ` · ${plural(row.meetings, 'meeting')} booked` : ''),
    ...(row.value && {
      href: leadsBySourceHref({ source: row.value, assessments: row.assessments }, period, LEAD_STATUSES),
      hrefTitle: `Show the leads from ${referrerLabel(row.value)}`,
    }),
  }))

function ConversionSection({
  summary,
  filtered,
  period,
}: {
  summary: AnalyticsSummary
  filtered: boolean
  period: { from: string; to: string } | null
}) {
  const { channels, campaigns, sources } = summary.conversions
  const ignored = summary.leadFiltersNotApplied.map((dimension) => FILTER_LABELS[dimension].toLowerCase())
  return (
    <section aria-label="Conversions" className="space-y-2">
      <p className="text-sm text-muted">
        Leads are contact inquiries and assessments, by the first touch of the visit that sent them; the rate is the
        share of visits that produced at least one lead.
        {filtered && ignored.length > 0
          ? ` Leads do not record ${ignored.join(', ')}: lead counts are not filtered by it.`
          : ''}
        {filtered
          ? ' The lead figures below the lists (This Week, revenue ranges, inquiry types) are not filtered.'
          : ''}
      </p>
      <StatLists
        className="grid gap-4 lg:grid-cols-3"
        lists={[
          { title: 'Leads by Channel', rows: statRows(channels, 'value', leadsPerVisits, { filter: 'channel' }) },
          {
            title: 'Leads by Campaign',
            empty: 'No campaign data available',
            rows: statRows(campaigns, 'value', leadsPerVisits, { limit: 8, filter: 'utm_campaign' }),
          },
          {
            title: 'Leads by Source',
            rows: sourceRows(sourceCardRows(sources, summary.leadsBySource), period),
          },
        ]}
      />
    </section>
  )
}

function LeadSection({ summary }: { summary: AnalyticsSummary }) {
  const metrics = summary.conversionMetrics
  return (
    <StatLists
      className="grid gap-4 lg:grid-cols-2"
      lists={[
        { title: 'This Week', rows: periodRows(metrics.assessmentsThisWeek, metrics.contactsThisWeek) },
        { title: 'This Month', rows: periodRows(metrics.assessmentsThisMonth, metrics.contactsThisMonth) },
        {
          title: 'Top Business Revenue Ranges',
          rows: statRows(summary.topBusinessTypes, 'revenue', count, { label: revenueRangeLabel }),
        },
        {
          title: 'Inquiry Types Distribution',
          rows: statRows(summary.inquiryTypes, 'type', count, { label: inquiryTypeLabel }),
        },
        {
          title: 'Recent Business Activity',
          empty: 'No recent activity',
          rows: summary.recentActivity.slice(0, 10).map((row) => ({
            key: `${row.type}-${row.date}`,
            label: `${row.date} · ${row.type === 'assessment' ? 'Assessments' : 'Contact inquiries'}`,
            value: row.count,
          })),
        },
      ]}
    />
  )
}

function Loaded<T>({
  query,
  loading,
  children,
}: {
  query: { data?: T; isPending: boolean; isError: boolean; error: Error | null }
  loading: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <p className="text-sm text-muted">{loading}</p>
  if (query.isError || query.data === undefined) {
    return (
      <p role="alert" className="text-sm text-danger">
        {query.error?.message}
      </p>
    )
  }
  return children(query.data)
}

/** The days the lead figures cover, for the inbox links; null for all time (or before the report is in). */
const leadPeriod = (visitors: VisitorReport | undefined) =>
  visitors && visitors.period.range !== 'all' ? { from: visitors.period.from, to: visitors.period.to } : null

export function AnalyticsTab() {
  const [period, choose] = useAnalyticsPeriod()
  const [filters, { add, remove, replace }] = useAnalyticsFilters()
  const visitors = useVisitorAnalytics(period, filters)
  const summary = useAnalyticsSummary(period, filters)
  return (
    <AddFilter.Provider value={add}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-wrap items-end gap-3">
            <PeriodPicker
              key={periodSlug(period)}
              period={period}
              onChange={choose}
              today={visitors.data?.period.to ?? ''}
            />
            <ComparePicker
              key={`compare-${periodSlug(period)}`}
              period={period}
              onChange={choose}
              today={visitors.data?.period.to ?? ''}
            />
          </div>
          <ExportButton period={period} filters={filters} visitors={visitors.data} summary={summary.data} />
        </div>
        <FilterChips filters={filters} onRemove={remove} />
        <SegmentPicker filters={filters} onChoose={replace} />
        <LiveCard />
        <Loaded query={visitors} loading="Loading visitor analytics...">
          {(data) => <VisitorSection visitors={data} />}
        </Loaded>
        <ConversionsSection period={period} filters={filters} />
        <Loaded query={summary} loading="Loading analytics...">
          {(data) => (
            <>
              <ConversionSection
                summary={data}
                filtered={Object.keys(filters).length > 0}
                period={leadPeriod(visitors.data)}
              />
              <LeadSection summary={data} />
            </>
          )}
        </Loaded>
        <SharesCard filters={filters} />
      </div>
    </AddFilter.Provider>
  )
}
