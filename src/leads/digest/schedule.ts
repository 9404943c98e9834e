import { Cron } from 'croner'
import type { TaskConfig } from 'payload'

import { siteTimeZone } from '@/analytics/model/time'

export const DIGEST_QUEUE = 'digest'
/** Mondays at 08:00, in SITE_TIMEZONE. */
const DIGEST_CRON = '0 8 * * 1'

/** The first digest time after `after`, in the site's time zone (Payload's own scheduler uses the server's). */
export const nextDigestRun = (after: Date, timeZone = siteTimeZone()): Date =>
  new Cron(DIGEST_CRON, { timezone: timeZone }).nextRun(after)!

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]

/**
 * Payload queues the next digest ahead as a job waiting until Monday 08:00; the row outlives a
 * stopped server, and a job whose time has passed runs on the next check after start-up, so a
 * missed Monday is sent late but once. Payload's default rule schedules nothing while that job exists.
 */
export const digestSchedule: ScheduleConfig = {
  cron: DIGEST_CRON,
  queue: DIGEST_QUEUE,
  hooks: {
    beforeSchedule: async (args) => {
      const decision = await args.defaultBeforeSchedule(args)
      const next = nextDigestRun(new Date())
      // The week is fixed when queued: a run delayed by downtime still reports the week before its Monday.
      return { ...decision, waitUntil: next, input: { periodEnd: next.toISOString() } }
    },
  },
}
