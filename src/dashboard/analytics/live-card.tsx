'use client'

import { pageLabel, referrerLabel } from '@/dashboard/model/analytics-view'
import { plural } from '@/lib/plural'

import { useLiveVisitors } from '@/dashboard/api/analytics'
import { StatLists, statRows } from './stat-list'

const visitors = (row: { visitors: number }) => plural(row.visitors, 'visitor')

/** Visitors of the last 30 minutes, on which page they are now and where they came from; polled every few seconds. */
export function LiveCard() {
  const live = useLiveVisitors()
  const count = live.data?.visitors
  return (
    <section aria-label="Live" className="space-y-2">
      <p className="text-sm font-medium text-ink" data-testid="live-visitors">
        <span aria-hidden className="mr-2 inline-block h-2 w-2 rounded-full bg-green-600" />
        {count === undefined ? 'Live: loading...' : `Live: ${plural(count, 'visitor')} in the last 30 minutes`}
      </p>
      {live.data && live.data.visitors > 0 ? (
        <StatLists
          className="grid gap-4 lg:grid-cols-2"
          lists={[
            {
              title: 'Live: Current Pages',
              rows: statRows(live.data.pages, 'path', visitors, { label: pageLabel, filter: 'page' }),
            },
            {
              title: 'Live: Sources',
              rows: statRows(live.data.sources, 'source', visitors, { label: referrerLabel, filter: 'source' }),
            },
          ]}
        />
      ) : null}
    </section>
  )
}
