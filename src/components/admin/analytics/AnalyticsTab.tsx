'use client'

import {
  countryLabel,
  hourLabel,
  hourlyBars,
  oneDecimal,
  pageLabel,
  peakHour,
  referrerLabel,
  wholeMinutes,
} from '@/lib/admin/analytics-view'
import type { AnalyticsSummary, VisitorAnalytics } from '@/contracts/analytics'
import { INQUIRY_TYPE_ADMIN_LABELS, type InquiryType } from '@/lib/constants'

import { useAnalyticsSummary, useVisitorAnalytics } from '../api/analytics'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'
import { HourlyChart } from './HourlyChart'
import { StatList } from './StatList'

function MetricCard({ label, value, detail }: { label: string; value: string | number; detail: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="text-2xl font-bold text-slate-900">{value}</p>
      <p className="text-xs text-slate-700">{detail}</p>
    </Card>
  )
}

function VisitorSection({ visitors }: { visitors: VisitorAnalytics }) {
  const bars = hourlyBars(visitors.hourlyTraffic)
  const peak = peakHour(visitors.hourlyTraffic)
  const peakText = peak ? `Peak hour: ${hourLabel(peak.hour)} (${peak.visitors} visitors)` : 'No data available'
  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <MetricCard
          label="Total Visitors"
          value={visitors.totalVisitors}
          detail={`${visitors.uniqueVisitors} unique`}
        />
        <MetricCard
          label="Page Views"
          value={visitors.pageViews}
          detail={`${oneDecimal(visitors.bounceRate)} bounce rate`}
        />
        <MetricCard
          label="Avg Session"
          value={wholeMinutes(visitors.avgSessionDuration)}
          detail="Average session duration"
        />
        <MetricCard
          label="Conversion Rate"
          value={oneDecimal(visitors.conversionMetrics.assessmentConversionRate)}
          detail="Assessment conversion"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <StatList
          title="Device Breakdown"
          empty="No device data available"
          rows={visitors.deviceBreakdown.slice(0, 5).map((row) => ({
            key: row.device,
            label: row.device,
            value: oneDecimal(row.percentage),
          }))}
        />
        <StatList
          title="Top Browsers"
          empty="No browser data available"
          rows={visitors.browserBreakdown.slice(0, 5).map((row) => ({
            key: row.browser,
            label: row.browser,
            value: oneDecimal(row.percentage),
          }))}
        />
        <StatList
          title="Top Countries"
          empty="No location data available"
          rows={visitors.countryBreakdown.slice(0, 5).map((row) => ({
            key: row.country,
            label: countryLabel(row.country),
            value: oneDecimal(row.percentage),
          }))}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <StatList
          title="Top Pages"
          empty="No page data available"
          rows={visitors.topPages.slice(0, 8).map((row) => ({
            key: row.path,
            label: pageLabel(row.path),
            value: `${row.views} views · ${row.uniqueViews} unique`,
          }))}
        />
        <StatList
          title="Top Referrers"
          empty="No referrer data available"
          rows={visitors.topReferrers.slice(0, 8).map((row) => ({
            key: row.referrer,
            label: referrerLabel(row.referrer),
            value: `${row.visitors} visitors`,
          }))}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Traffic by Hour</CardTitle>
          <p className="text-sm text-slate-700">{peakText}</p>
        </CardHeader>
        <CardContent>
          <HourlyChart bars={bars} description={`Visitors per hour of the day. ${peakText}`} />
        </CardContent>
      </Card>
    </>
  )
}

const periodRows = (assessments: number, contacts: number) => [
  { key: 'assessments', label: 'Assessments', value: assessments },
  { key: 'contacts', label: 'Contacts', value: contacts },
]

function LeadSection({ summary }: { summary: AnalyticsSummary }) {
  const metrics = summary.conversionMetrics
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <StatList
        title="This Week"
        empty="No data available"
        rows={periodRows(metrics.assessmentsThisWeek, metrics.contactsThisWeek)}
      />
      <StatList
        title="This Month"
        empty="No data available"
        rows={periodRows(metrics.assessmentsThisMonth, metrics.contactsThisMonth)}
      />
      <StatList
        title="Top Business Revenue Ranges"
        empty="No data available"
        rows={summary.topBusinessTypes.map((row) => ({
          key: row.revenue,
          label: row.revenue,
          value: row.count,
        }))}
      />
      <StatList
        title="Inquiry Types Distribution"
        empty="No data available"
        rows={summary.inquiryTypes.map((row) => ({
          key: row.type,
          label: INQUIRY_TYPE_ADMIN_LABELS[row.type as InquiryType] ?? row.type,
          value: row.count,
        }))}
      />
      <StatList
        title="Recent Business Activity"
        empty="No recent activity"
        rows={summary.recentActivity.slice(0, 10).map((row) => ({
          key: `${row.type}-${row.date}`,
          label: `${row.date} · ${row.type === 'assessment' ? 'Assessments' : 'Contact inquiries'}`,
          value: row.count,
        }))}
      />
    </div>
  )
}

export function AnalyticsTab() {
  const summary = useAnalyticsSummary()
  const visitors = useVisitorAnalytics()
  return (
    <div className="space-y-4">
      {visitors.isPending ? (
        <p className="text-sm text-slate-700">Loading visitor analytics...</p>
      ) : visitors.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {visitors.error.message}
        </p>
      ) : (
        <VisitorSection visitors={visitors.data} />
      )}
      {summary.isPending ? (
        <p className="text-sm text-slate-700">Loading analytics...</p>
      ) : summary.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {summary.error.message}
        </p>
      ) : (
        <LeadSection summary={summary.data} />
      )}
    </div>
  )
}
