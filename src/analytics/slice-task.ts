import type { TaskConfig } from 'payload'

import { analytics } from '@/analytics'
import { closedThrough } from '@/analytics/model/slices'
import { localDayHour, siteTimeZone } from '@/analytics/model/time'

export const ANALYTICS_QUEUE = 'analytics'

/**
 * Writes the filter slices of the days closed since the last run (and of their months once whole),
 * catching up after any downtime; a run with nothing new to slice does nothing. Payload's scheduler
 * keeps one run queued per hour.
 */
export const sliceAnalyticsTask: TaskConfig<'sliceAnalytics'> = {
  slug: 'sliceAnalytics',
  label: 'Analytics filter slices of closed days',
  schedule: [{ cron: '17 * * * *', queue: ANALYTICS_QUEUE }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const { store } = await analytics(req.payload)
    const today = localDayHour(Date.now(), siteTimeZone()).day
    const sliced = await store.sliceClosedDays(closedThrough(today))
    if (sliced.days + sliced.months + sliced.pruned > 0)
      req.payload.logger.info(
        `Analytics slices: ${sliced.days} days and ${sliced.months} months sliced, ${sliced.pruned} old day slice rows pruned`,
      )
    return { output: {} }
  },
}
