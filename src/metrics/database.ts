import type { Payload, Where } from 'payload'

import { readBackupState } from '@/backups/state'
import { automaticBackups } from '@/backups/task'
import { DELIVERY_CHANNELS } from '@/leads/deliveries'
import { failingDeliveries } from '@/leads/sync-state'

import type { Metrics } from './registry'

const count = async (payload: Payload, collection: 'payload-jobs' | 'lead-deliveries', where: Where) =>
  (await payload.count({ collection, overrideAccess: true, where })).totalDocs

/** The gauges read from the database at each scrape: the same on every instance. */
export async function refreshDatabaseGauges(
  payload: Payload,
  metrics: Metrics,
  queues: { queue: string }[],
): Promise<void> {
  for (const { queue } of queues) {
    const open: Where = { queue: { equals: queue }, completedAt: { exists: false } }
    metrics.jobsQueued.set({ queue }, await count(payload, 'payload-jobs', { ...open, hasError: { not_equals: true } }))
    metrics.jobsFailed.set({ queue }, await count(payload, 'payload-jobs', { ...open, hasError: { equals: true } }))
  }
  for (const channel of DELIVERY_CHANNELS) {
    const where = { and: [{ channel: { equals: channel } }, failingDeliveries] }
    metrics.deliveriesFailing.set({ channel }, await count(payload, 'lead-deliveries', where))
  }
  const backups = automaticBackups(payload)
  if (!backups) return
  const state = await readBackupState(backups.client)
  metrics.backupLastSuccess.set((state.lastSuccessAt?.getTime() ?? 0) / 1000)
  metrics.backupFailures.set(state.failures)
}
