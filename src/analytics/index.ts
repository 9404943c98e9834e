import type { Payload } from 'payload'

import { onShutdown } from '@/lib/shutdown'
import { siteTimeZone } from '@/analytics/model/time'

import { sharedState } from '@/shared-state'

import { sharedAddressLimit } from './address-limit'
import { Collector } from './collector'
import { eventNamesFor } from './event-names'
import { analyticsStore } from './store'
import type { AnalyticsStore } from './store/types'

type Analytics = { store: AnalyticsStore; collector: Collector }

const registry = globalThis as { __analytics?: Promise<Analytics> }

/** The process's one store and collector (shared even when bundles load this module twice). */
export function analytics(payload: Payload): Promise<Analytics> {
  registry.__analytics ??= Promise.resolve().then(() => {
    const store = analyticsStore(payload)
    const collector = new Collector(
      store,
      siteTimeZone(),
      Date.now,
      sharedAddressLimit(sharedState(payload).rateLimits),
    )
    // On SIGTERM, after the last request is answered, every accepted event is written.
    onShutdown('analytics', () => collector.close())
    const eventNames = eventNamesFor(payload)
    collector.eventNames = eventNames
    return eventNames.refresh().then(() => ({ store, collector }))
  })
  return registry.__analytics
}
