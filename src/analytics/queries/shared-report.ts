import type { Payload } from 'payload'

import { FILTER_LABELS, filterEntries } from '@/contracts/analytics'
import type { Segment, SharedReport, ShareRange } from '@/contracts/analytics-saved'
import { siteTimeZone } from '@/analytics/model/time'

import { analytics } from '../index'
import type { Definition } from '../store/definitions'
import { visitorReportFor } from './visitor-analytics'

const TOP = 10

/**
 * A shared link's report: the visitor report of its segment's filters as they were when the link was
 * made (none: every visit) over the period,
 * copied figure by figure into the shared shape. Lead figures are never read here.
 */
export async function sharedReportFor(payload: Payload, share: Definition, range: ShareRange): Promise<SharedReport> {
  const filters = (share.body.filters as Segment['filters'] | undefined) ?? {}
  const report = await visitorReportFor(await analytics(payload), { range }, siteTimeZone(), Date.now(), filters)
  return {
    name: share.name,
    period: { from: report.period.from, to: report.period.to, range },
    filters: filterEntries(filters).map(([dimension, value]) => [FILTER_LABELS[dimension], value]),
    totals: {
      visitors: report.totalVisitors,
      pageViews: report.pageViews,
      bounceRate: report.bounceRate,
      avgSessionDuration: report.avgSessionDuration,
    },
    previous: report.previousPeriod
      ? { visitors: report.previousPeriod.totalVisitors, pageViews: report.previousPeriod.pageViews }
      : null,
    series: report.series.map(({ date, visitors, pageViews }) => ({ date, visitors, pageViews })),
    topPages: report.topPages.slice(0, TOP).map(({ path, views }) => ({ path, views })),
    topSources: report.topReferrers.slice(0, TOP).map(({ referrer, visitors }) => ({ source: referrer, visitors })),
    countries: report.countryBreakdown.slice(0, TOP).map(({ country, percentage }) => ({ country, percentage })),
    devices: report.deviceBreakdown.map(({ device, percentage }) => ({ device, percentage })),
  }
}
