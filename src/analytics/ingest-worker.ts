/**
 * The ingest worker thread (src/analytics/store/worker-ingest.ts): the SQLite ingest store and
 * the shared rate-limit counters on a connection of its own, answering the front server's calls.
 */
import { parentPort, workerData } from 'node:worker_threads'

import { openSqliteIngest } from './open-ingest'
import type { IngestAnswer, IngestCall, IngestCalls } from './store/worker-ingest'

const { store, limit, rateLimits } = openSqliteIngest((workerData as { databaseUrl: string }).databaseUrl)
const calls: IngestCalls = {
  flush: (events, timeZone) => store.flush(events, timeZone),
  addRollups: (batch) => store.addRollups(batch),
  pruneLive: (endedBefore, day) => store.pruneLive(endedBefore, day),
  activeVisitors: (since) => store.activeVisitors(since),
  saveSalt: (row) => store.saveSalt(row),
  salts: () => store.salts(),
  deleteSaltsCreatedBefore: (ms) => store.deleteSaltsCreatedBefore(ms),
  countEvents: () => store.countEvents(),
  addressLimit: (hits) => limit.addressEvents(hits),
  limitHits: (hits, windowMs, now) => rateLimits.hitMany(hits, windowMs, now),
}

parentPort!.on('message', ({ id, method, args }: IngestCall) => {
  const run = calls[method] as (...values: unknown[]) => Promise<unknown>
  run(...args).then(
    (result) => parentPort!.postMessage({ id, result } satisfies IngestAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies IngestAnswer),
  )
})
