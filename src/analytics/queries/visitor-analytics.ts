import { visitorAnalytics, type VisitorAnalytics } from '@/lib/analytics/metrics'
import { rangeStartDay, type Range } from '@/lib/analytics/time'

import type { Collector } from '../collector'
import type { AnalyticsStore } from '../store/types'

/** The Visitor analytics shape for a range, including events accepted in the last second. */
export async function visitorAnalyticsFor(
  { store, collector }: { store: AnalyticsStore; collector: Collector },
  range: Range,
  timeZone: string,
  now = Date.now(),
): Promise<VisitorAnalytics> {
  await collector.flush()
  return visitorAnalytics(await store.rangeTotals(rangeStartDay(range, now, timeZone)))
}
