import { Worker } from 'node:worker_threads'

import type { PackedCounters, RateLimitStore } from '@/shared-state/types'

import { withBatchedLimits } from '../address-limit'
import type { SharedAddressLimit } from '../collector'
import type { IngestStore } from './types'
import { packEvents, type PackedDecisions, type PackedEvents, unpackDecisions } from './worker-messages'

/**
 * What the ingest worker answers: the store's methods, the shared per-address limit and the
 * shared counters. A flush writes the events handed over before it (IngestEvents messages).
 */
export type IngestCalls = Omit<IngestStore, 'flush'> & {
  flush: (timeZone: string) => Promise<PackedCounters>
  /** SharedAddressLimit['addressEvents'] of clients and their costs, in the same order. */
  addressLimit: (clients: string[], costs: number[]) => Promise<PackedDecisions>
  limitHits: RateLimitStore['hitMany']
}
export type IngestCall = { id: number; method: keyof IngestCalls; args: unknown[] }
/** Part of the next flush's events; not answered. */
export type IngestEvents = { events: PackedEvents }
export type IngestAnswer = { id: number; result?: unknown; error?: string }

/**
 * Events handed to the worker per message, one message per turn of the event loop: requests
 * are answered in between, rather than waiting for a whole flush's copy at once.
 */
const EVENTS_PER_MESSAGE = 250

/**
 * The worker: the bundle beside dist/server.mjs in production; from source (npm run dev, the
 * benches) the TypeScript entry, loaded through tsx's loader registered inside the worker.
 */
function startWorker(databaseFile: string): Worker {
  const workerData = { databaseFile }
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./ingest-worker.mjs', import.meta.url), { workerData })
  const entry = new URL('../ingest-worker.ts', import.meta.url).href
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(code, { eval: true, workerData })
}

/**
 * The SQLite ingest store in a worker thread of its own. libsql runs every statement
 * synchronously, so a flush (live state read, events folded, a few thousand rows written)
 * done on the front server's event loop would hold every tracker request waiting behind it;
 * in the worker it runs beside them and the answers stay as fast as the HTTP server allows.
 */
export class WorkerIngestStore implements IngestStore {
  private readonly worker: Worker
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  private nextId = 0
  /** Why the worker stopped, once it did: every later call fails with it rather than waiting forever. */
  private failure: Error | undefined

  constructor(databaseFile: string) {
    this.worker = startWorker(databaseFile)
    this.worker.unref()
    this.worker.on('message', ({ id, result, error }: IngestAnswer) => {
      const call = this.waiting.get(id)
      if (!call) return
      this.waiting.delete(id)
      // The process may exit while nothing is asked of the worker, never while something is.
      if (this.waiting.size === 0) this.worker.unref()
      if (error === undefined) call.resolve(result)
      else call.reject(new Error(error))
    })
    const fail = (error: Error) => {
      this.failure = error
      for (const call of this.waiting.values()) call.reject(error)
      this.waiting.clear()
    }
    this.worker.on('error', fail)
    this.worker.on('exit', (code) => fail(new Error(`The analytics ingest worker exited with code ${code}`)))
  }

  call<M extends keyof IngestCalls>(
    method: M,
    ...args: Parameters<IngestCalls[M]>
  ): Promise<Awaited<ReturnType<IngestCalls[M]>>> {
    if (this.failure) return Promise.reject(this.failure)
    const id = (this.nextId += 1)
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.worker.ref()
      this.worker.postMessage({ id, method, args } satisfies IngestCall)
    })
  }

  /** Flushes one after the other: each writes exactly the events it handed over. */
  private flushing: Promise<unknown> = Promise.resolve()

  flush: IngestStore['flush'] = (events, timeZone) => {
    const flushed = this.flushing
      .catch(() => undefined)
      .then(async () => {
        for (let start = 0; start < events.length; start += EVENTS_PER_MESSAGE) {
          if (start > 0) await new Promise((resolve) => setImmediate(resolve))
          const part: IngestEvents = { events: packEvents(events.slice(start, start + EVENTS_PER_MESSAGE)) }
          this.worker.postMessage(part)
        }
        return this.call('flush', timeZone)
      })
    this.flushing = flushed
    return flushed
  }

  addRollups: IngestStore['addRollups'] = (...args) => this.call('addRollups', ...args)
  pruneLive: IngestStore['pruneLive'] = (...args) => this.call('pruneLive', ...args)
  activeVisitors: IngestStore['activeVisitors'] = (...args) => this.call('activeVisitors', ...args)
  saveSalt: IngestStore['saveSalt'] = (...args) => this.call('saveSalt', ...args)
  salts: IngestStore['salts'] = () => this.call('salts')
  deleteSaltsCreatedBefore: IngestStore['deleteSaltsCreatedBefore'] = (...args) =>
    this.call('deleteSaltsCreatedBefore', ...args)
  countEvents: IngestStore['countEvents'] = () => this.call('countEvents')
  /** The shared limits, counted by the worker on its connection. */
  addressLimit: SharedAddressLimit = withBatchedLimits(
    async (hits) =>
      unpackDecisions(
        await this.call(
          'addressLimit',
          hits.map((hit) => hit.client),
          hits.map((hit) => hit.cost),
        ),
      ),
    {
      hitMany: (...args) => this.call('limitHits', ...args),
    },
  )
}
