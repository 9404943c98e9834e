import { funnelShown, goalLabel, oneDecimal, pageLabel } from '@/dashboard/model/analytics-view'
import { plural } from '@/lib/plural'
import type { VisitorReport } from '@/contracts/analytics-answers'

import { StatLists, statRows } from './stat-list'

/** The lists show their first 8 rows, like Top Pages and Top Referrers. */
const ROWS = 8

/** The visitor report's per-channel rate counts completed assessments only: it says so. */
const conversion = (row: { visitors: number; conversionRate: number }) =>
  `${plural(row.visitors, 'visitor')} · ${oneDecimal(row.conversionRate)} of visits completed an assessment`

const goal = (row: { visitors: number; conversionRate: number }) =>
  `${plural(row.visitors, 'visitor')} · ${oneDecimal(row.conversionRate)}`

const funnelStage = (row: { visitors: number; dropOff: number }, index: number) =>
  index === 0
    ? plural(row.visitors, 'visitor')
    : `${plural(row.visitors, 'visitor')} · ${oneDecimal(row.dropOff)} drop-off`

const entry = (row: { visits: number; bounceRate: number }) =>
  `${plural(row.visits, 'visit')} · ${oneDecimal(row.bounceRate)} bounce`

const exit = (row: { exits: number; exitRate: number }) =>
  `${plural(row.exits, 'exit')} · ${oneDecimal(row.exitRate)} of views`

const visitorCount = (row: { visitors: number }) => plural(row.visitors, 'visitor')

const broken = (row: { views: number; visitors: number }) =>
  `${plural(row.views, 'view')} · ${plural(row.visitors, 'visitor')}`

/** Rows nobody came through say nothing: a list of them only reads as empty. */
const reached = <T extends { visitors: number }>(rows: readonly T[]) => rows.filter((row) => row.visitors > 0)

/** The goals side by side, or none when no visitor reached any. */
const anyReached = <T extends { visitors: number }>(rows: readonly T[]) =>
  rows.some((row) => row.visitors > 0) ? rows : []

/** Goals with the assessment funnel, then where visits come from: channels, campaigns, entry pages, broken links. */
export function AcquisitionSection({ visitors }: { visitors: VisitorReport }) {
  const funnel = funnelShown(visitors.assessmentFunnel)
  return (
    <StatLists
      className="grid gap-4 lg:grid-cols-3"
      lists={[
        { title: 'Goals', rows: statRows(anyReached(visitors.goals), 'goal', goal, { label: goalLabel }) },
        { title: 'Assessment Funnel', rows: statRows(funnel, 'stage', funnelStage) },
        { title: 'Channels', rows: statRows(reached(visitors.channels), 'channel', conversion, { filter: 'channel' }) },
        {
          title: 'Campaigns',
          empty: 'No campaign data available',
          rows: statRows(reached(visitors.campaigns), 'campaign', conversion, { limit: ROWS, filter: 'utm_campaign' }),
        },
        {
          title: 'Entry Pages',
          empty: 'No page data available',
          rows: statRows(visitors.entryPages, 'path', entry, { label: pageLabel, limit: ROWS, filter: 'entry_page' }),
        },
        {
          title: 'Exit Pages',
          empty: 'No page data available',
          rows: statRows(visitors.exitPages, 'path', exit, { label: pageLabel, limit: ROWS, filter: 'exit_page' }),
        },
        {
          title: 'UTM Terms',
          empty: 'No term data available',
          rows: statRows(visitors.utmTerms, 'term', visitorCount, { limit: ROWS, filter: 'utm_term' }),
        },
        {
          title: 'UTM Contents',
          empty: 'No content data available',
          rows: statRows(visitors.utmContents, 'content', visitorCount, { limit: ROWS, filter: 'utm_content' }),
        },
        {
          title: 'Broken Links',
          empty: 'No broken links',
          rows: statRows(visitors.brokenLinks, 'path', broken, { limit: ROWS }),
        },
      ]}
    />
  )
}
