/**
 * The ingest worker thread (src/analytics/store/worker-ingest.ts): the SQLite ingest store and
 * the shared rate-limit counters on a connection of its own, answering the front server's calls.
 */
import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'

import type { TrackedEvent } from '@/analytics/model/sessions'

import { openSqliteIngest } from './open-ingest'
import type { IngestAnswer, IngestCall, IngestCalls, IngestEvents } from './store/worker-ingest'
import { packDecisions, unpackEvents } from './store/worker-messages'

/**
 * How far the writes yield to the thread answering requests. On two cores the answers, this
 * thread and the clients compete; at equal priority the writes take a core from the answers half
 * the time. The writes are batched (a flush every second or 2,000 events) and under bench:analytics'
 * ingest load they still keep up (the last event is written within a second after the load ends,
 * as at equal priority) while about 10% more events are answered per second. A machine saturated
 * by other work delays the flushes; the collector holds the events meanwhile.
 */
const WRITES_NICENESS = 10
// Linux keeps a nice value per thread (elsewhere this would lower the whole server: left alone).
if (process.platform === 'linux') os.setPriority(Math.min(19, os.getPriority() + WRITES_NICENESS))

const { store, limit, rateLimits } = openSqliteIngest((workerData as { databaseFile: string }).databaseFile)
/** The events handed over for the next flush. */
let handedOver: TrackedEvent[] = []
const calls: IngestCalls = {
  flush: (timeZone) => {
    const events = handedOver
    handedOver = []
    return store.flush(events, timeZone)
  },
  addRollups: (batch) => store.addRollups(batch),
  pruneLive: (endedBefore, day) => store.pruneLive(endedBefore, day),
  activeVisitors: (since) => store.activeVisitors(since),
  saveSalt: (row) => store.saveSalt(row),
  salts: () => store.salts(),
  deleteSaltsCreatedBefore: (ms) => store.deleteSaltsCreatedBefore(ms),
  countEvents: () => store.countEvents(),
  addressLimit: async (clients, costs) =>
    packDecisions(await limit.addressEvents(clients.map((client, index) => ({ client, cost: costs[index] })))),
  limitHits: (hits, windowMs, now) => rateLimits.hitMany(hits, windowMs, now),
}

parentPort!.on('message', (message: IngestCall | IngestEvents) => {
  if ('events' in message) {
    unpackEvents(message.events, handedOver)
    return
  }
  const { id, method, args } = message
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
