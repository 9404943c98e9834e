import type { Payload } from 'payload'

import { analyticsStore } from '@/analytics/store'
import { addDays, localDayHour, siteTimeZone, zonedDayStart } from '@/analytics/model/time'
import type { RangeTotals } from '@/analytics/model/metrics'
import type { LeadCollectionSlug } from '@/contracts/lead-kinds'
import { MAX_ASSESSMENT_SCORE } from '@/lib/assessment/options'
import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'
import { siteUrl } from '@/lib/site-url'

import { type Digest, digestMessage } from '../email/digest'
import { adminLeadUrl } from '../lead'
import { leadSettings } from '../settings'
import { overdueFollowUps } from './follow-ups'
import { sendEmailOnce } from '../email/handoff'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

const HIGH_POTENTIAL_LISTED = 25
const TOP_SOURCES = 5

const countBetween = async (payload: Payload, collection: LeadCollectionSlug, from: number, to: number) =>
  (
    await payload.count({
      collection,
      overrideAccess: true,
      where: {
        and: [
          { createdAt: { greater_than_equal: new Date(from).toISOString() } },
          { createdAt: { less_than: new Date(to).toISOString() } },
        ],
      },
    })
  ).totalDocs

/** Visitors, page views and the top referring sources of a span's rollup sums. */
function traffic(range: RangeTotals) {
  const referrers = new Map<string, number>()
  for (const row of range.dimensions)
    if (row.dimension === 'referrer') referrers.set(row.value, (referrers.get(row.value) ?? 0) + row.sessions)
  return {
    visitors: range.totals.sessions,
    pageViews: range.totals.pageviews,
    sources: [...referrers]
      .filter(([, visitors]) => visitors > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_SOURCES)
      .map(([source, visitors]) => ({ source, visitors })),
  }
}

const formatDay = (day: string, timeZone: string, withYear: boolean) =>
  new Date(zonedDayStart(day, timeZone) + 12 * 3600_000).toLocaleDateString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  })

/** The digest of the 7 local days before the day of `endMs` (a Monday 08:00 run covers Monday to Sunday). */
export async function buildDigest(payload: Payload, endMs: number): Promise<Digest> {
  const timeZone = siteTimeZone()
  const today = localDayHour(endMs, timeZone).day
  const weekStartDay = addDays(today, -7)
  const previousStartDay = addDays(today, -14)
  const [end, start, previousStart] = [today, weekStartDay, previousStartDay].map((day) => zonedDayStart(day, timeZone))

  const store = analyticsStore(payload)
  const [week, previous] = (
    await Promise.all([
      store.rangeTotals({ from: weekStartDay, to: addDays(today, -1) }),
      store.rangeTotals({ from: previousStartDay, to: addDays(weekStartDay, -1) }),
    ])
  ).map(traffic)

  const high = await payload.find({
    collection: 'assessments',
    overrideAccess: true,
    depth: 0,
    limit: HIGH_POTENTIAL_LISTED,
    sort: '-totalScore',
    where: {
      and: [
        { createdAt: { greater_than_equal: new Date(start).toISOString() } },
        { createdAt: { less_than: new Date(end).toISOString() } },
        { totalScore: { greater_than_equal: HIGH_POTENTIAL_MIN_SCORE } },
      ],
    },
  })
  const settings = await leadSettings(payload)
  return {
    firmName: settings.firmName,
    period: `${formatDay(weekStartDay, timeZone, false)} – ${formatDay(addDays(today, -1), timeZone, true)}`,
    assessments: {
      count: await countBetween(payload, 'assessments', start, end),
      previous: await countBetween(payload, 'assessments', previousStart, start),
    },
    inquiries: {
      count: await countBetween(payload, LEAD_KIND_TABLE.inquiry.collection, start, end),
      previous: await countBetween(payload, LEAD_KIND_TABLE.inquiry.collection, previousStart, start),
    },
    highPotential: high.docs.map((doc) => ({
      name: doc.contactName,
      company: doc.businessName,
      score: doc.totalScore,
      maxScore: MAX_ASSESSMENT_SCORE,
      adminUrl: adminLeadUrl('assessment', doc.contactEmail),
    })),
    visitors: { count: week.visitors, previous: previous.visitors },
    pageViews: { count: week.pageViews, previous: previous.pageViews },
    topSources: week.sources,
    overdueFollowUps: await overdueFollowUps(payload, today),
    dashboardUrl: `${siteUrl()}/admin`,
  }
}

/** `key`: the digest goes to the mail server once per key (its job's), however often the job runs. */
export async function sendWeeklyDigest(payload: Payload, endMs: number, key: string): Promise<void> {
  const message = digestMessage(await buildDigest(payload, endMs))
  const { recipients } = await leadSettings(payload)
  await sendEmailOnce(payload, key, { to: recipients, ...message })
}
