import { cookies, headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { SHARE_RANGES, type ShareRange } from '@/contracts/analytics-saved'
import { sharedReportFor } from '@/analytics/queries/shared-report'
import { SHARE_COOKIE, shareCookieMatches } from '@/analytics/shares'
import { definitionStore } from '@/analytics/store'
import { requestClientIp } from '@/lib/client-address'
import { getPayloadClient } from '@/payload-client'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { SharePassword, SharedReportView } from './shared-report-view'

// Each link is read from the database on every request: a deleted one is gone at once.
export const dynamic = 'force-dynamic'

/** Views of shared links one client may load a minute. */
const VIEW_RULE: RateRule = { name: 'analytics-share:view', limit: 60, windowMs: 60_000 }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ range?: string | string[] }> }

const isShareRange = (value: unknown): value is ShareRange => (SHARE_RANGES as readonly unknown[]).includes(value)

/** A shared link's read-only report: visitor figures of its segment, without the admin key. */
export default async function SharedAnalyticsPage({ params, searchParams }: Props) {
  const { id } = await params
  const { range } = await searchParams
  const payload = await getPayloadClient()
  const share = await definitionStore(payload).get('share', id)
  if (!share) notFound()
  const decision = await rateLimiter(payload).consume(VIEW_RULE, requestClientIp(await headers()))
  if (!decision.allowed)
    return (
      <main className="mx-auto max-w-md p-8">
        <p role="alert">Too many requests: try again in a minute.</p>
      </main>
    )
  const hash = typeof share.body.passwordHash === 'string' ? share.body.passwordHash : null
  if (hash !== null && !shareCookieMatches(payload.secret, id, hash, (await cookies()).get(SHARE_COOKIE)?.value))
    return <SharePassword id={id} />
  const report = await sharedReportFor(payload, share, isShareRange(range) ? range : '30d')
  return <SharedReportView id={id} report={report} />
}
