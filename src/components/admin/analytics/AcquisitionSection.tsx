import { goalLabel, oneDecimal, pageLabel } from '@/lib/admin/analytics-view'
import type { VisitorReport } from '@/lib/analytics/report'

import { StatList, statRows } from './StatList'

/** The lists show their first 8 rows, like Top Pages and Top Referrers. */
const ROWS = 8

const conversion = (row: { visitors: number; conversionRate: number }) =>
  `${row.visitors} visitors · ${oneDecimal(row.conversionRate)} conversion`

/** Goals with the assessment funnel, then where visits come from: channels, campaigns, entry pages, broken links. */
export function AcquisitionSection({ visitors }: { visitors: VisitorReport }) {
  const funnelHasData = visitors.assessmentFunnel.some((stage) => stage.visitors > 0)
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <StatList
        title="Goals"
        empty="No data available"
        rows={statRows(visitors.goals, {
          key: (row) => row.goal,
          label: goalLabel,
          value: (row) => `${row.visitors} visitors · ${oneDecimal(row.conversionRate)}`,
        })}
      />
      <StatList
        title="Assessment Funnel"
        empty="No data available"
        rows={statRows(funnelHasData ? visitors.assessmentFunnel : [], {
          key: (row) => row.stage,
          value: (row, index) =>
            index === 0 ? `${row.visitors} visitors` : `${row.visitors} visitors · ${oneDecimal(row.dropOff)} drop-off`,
        })}
      />
      <StatList
        title="Channels"
        empty="No data available"
        rows={statRows(visitors.channels, { key: (row) => row.channel, value: conversion })}
      />
      <StatList
        title="Campaigns"
        empty="No campaign data available"
        rows={statRows(visitors.campaigns, { key: (row) => row.campaign, value: conversion, limit: ROWS })}
      />
      <StatList
        title="Entry Pages"
        empty="No page data available"
        rows={statRows(visitors.entryPages, {
          key: (row) => row.path,
          label: pageLabel,
          value: (row) => `${row.visits} visits · ${oneDecimal(row.bounceRate)} bounce`,
          limit: ROWS,
        })}
      />
      <StatList
        title="Broken Links"
        empty="No broken links"
        rows={statRows(visitors.brokenLinks, {
          key: (row) => row.path,
          value: (row) => `${row.views} views · ${row.visitors} visitors`,
          limit: ROWS,
        })}
      />
    </div>
  )
}
