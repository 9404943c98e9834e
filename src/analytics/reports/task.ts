import { Cron } from 'croner'
import type { Payload, TaskConfig } from 'payload'

import { REPORT_UNSUBSCRIBE_ROUTE, type ReportFrequency } from '@/contracts/analytics-reports'
import { localDayHour, siteTimeZone } from '@/analytics/model/time'
import { reportsDueOn } from '@/lib/report-periods'
import { signedToken } from '@/lib/signed-token'
import { siteUrl } from '@/lib/site-url'
import { sendEmailOnce } from '@/email/handoff'
import { SITE_DEFAULTS } from '@/contracts/site-settings'

import { buildAnalyticsReport } from './build'
import { analyticsReportMessage } from './email'

/** Its own queue: neither the digest's nor the slicing job's (minutes at 10M page views) holds it up. */
export const REPORTS_QUEUE = 'analytics-reports'
/** Every day at 08:00 in SITE_TIMEZONE; a day with no report due sends nothing. */
const REPORTS_CRON = '0 8 * * *'
export const UNSUBSCRIBE_PURPOSE = 'analytics-report-unsubscribe'

export const nextReportsRun = (after: Date, timeZone = siteTimeZone()): Date =>
  new Cron(REPORTS_CRON, { timezone: timeZone }).nextRun(after)!

const wants = (frequency: ReportFrequency, kind: 'weekly' | 'monthly') => frequency === 'both' || frequency === kind

/**
 * The reports due on the local day of `runAt` (weekly on Mondays, monthly on the 1st), each to every
 * address that asked for it, each with its own unsubscribe link. Every e-mail is handed to the mail
 * server once per (report, day, address), however many instances or retries run the job.
 */
export async function sendAnalyticsReports(payload: Payload, runAt: number): Promise<number> {
  const day = localDayHour(runAt, siteTimeZone()).day
  const due = reportsDueOn(day)
  if (due.length === 0) return 0
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  const recipients = (settings.analyticsReports ?? []).filter((row) => row.email && row.id)
  let sent = 0
  for (const span of due) {
    const to = recipients.filter((row) => wants(row.frequency, span.kind))
    if (to.length === 0) continue
    const report = await buildAnalyticsReport(payload, span)
    for (const recipient of to) {
      const unsubscribeUrl = `${siteUrl()}${REPORT_UNSUBSCRIBE_ROUTE}?token=${signedToken(payload.secret, UNSUBSCRIBE_PURPOSE, recipient.id!)}`
      const message = analyticsReportMessage(report, {
        firmName: settings.firmName || SITE_DEFAULTS.firmName,
        dashboardUrl: `${siteUrl()}/admin?tab=analytics`,
        unsubscribeUrl,
      })
      const handoff = await sendEmailOnce(
        payload,
        `analytics-report:${span.kind}:${day}:${recipient.email.toLowerCase()}`,
        {
          to: recipient.email,
          ...message,
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
        },
      )
      if (handoff.outcome === 'sent') sent += 1
    }
  }
  return sent
}

/** Payload queues the next 08:00 run ahead (as the digest does), so a server down then sends it on start, once. */
export const sendAnalyticsReportsTask: TaskConfig<'sendAnalyticsReports'> = {
  slug: 'sendAnalyticsReports',
  label: 'E-mailed analytics reports',
  schedule: [
    {
      cron: REPORTS_CRON,
      queue: REPORTS_QUEUE,
      hooks: {
        beforeSchedule: async (args) => {
          const decision = await args.defaultBeforeSchedule(args)
          const next = nextReportsRun(new Date())
          return { ...decision, waitUntil: next, input: { runAt: next.toISOString() } }
        },
      },
    },
  ],
  inputSchema: [{ name: 'runAt', type: 'date' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    await sendAnalyticsReports(req.payload, input.runAt ? Date.parse(input.runAt) : Date.now())
    return { output: {} }
  },
}
