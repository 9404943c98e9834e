import { goalLabel, oneDecimal, pageLabel } from '@/lib/admin/analytics-view'
import type { VisitorReport } from '@/lib/analytics/report'

import { StatList } from './StatList'

/** The lists show their first 8 rows, like Top Pages and Top Referrers. */
const ROWS = 8

/** Goals with the assessment funnel, then where visits come from: channels, campaigns, entry pages, broken links. */
export function AcquisitionSection({ visitors }: { visitors: VisitorReport }) {
  const funnelHasData = visitors.assessmentFunnel.some((stage) => stage.visitors > 0)
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <StatList
        title="Goals"
        empty="No data available"
        rows={visitors.goals.map((row) => ({
          key: row.goal,
          label: goalLabel(row.goal),
          value: `${row.visitors} visitors · ${oneDecimal(row.conversionRate)}`,
        }))}
      />
      <StatList
        title="Assessment Funnel"
        empty="No data available"
        rows={
          funnelHasData
            ? visitors.assessmentFunnel.map((row, index) => ({
                key: row.stage,
                label: row.stage,
                value:
                  index === 0
                    ? `${row.visitors} visitors`
                    : `${row.visitors} visitors · ${oneDecimal(row.dropOff)} drop-off`,
              }))
            : []
        }
      />
      <StatList
        title="Channels"
        empty="No data available"
        rows={visitors.channels.map((row) => ({
          key: row.channel,
          label: row.channel,
          value: `${row.visitors} visitors · ${oneDecimal(row.conversionRate)} conversion`,
        }))}
      />
      <StatList
        title="Campaigns"
        empty="No campaign data available"
        rows={visitors.campaigns.slice(0, ROWS).map((row) => ({
          key: row.campaign,
          label: row.campaign,
          value: `${row.visitors} visitors · ${oneDecimal(row.conversionRate)} conversion`,
        }))}
      />
      <StatList
        title="Entry Pages"
        empty="No page data available"
        rows={visitors.entryPages.slice(0, ROWS).map((row) => ({
          key: row.path,
          label: pageLabel(row.path),
          value: `${row.visits} visits · ${oneDecimal(row.bounceRate)} bounce`,
        }))}
      />
      <StatList
        title="Broken Links"
        empty="No broken links"
        rows={visitors.brokenLinks.slice(0, ROWS).map((row) => ({
          key: row.path,
          label: row.path,
          value: `${row.views} views · ${row.visitors} visitors`,
        }))}
      />
    </div>
  )
}
