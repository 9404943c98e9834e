import { Worker } from 'node:worker_threads'

import type { RateLimitStore } from '@/shared-state/types'

import { withBatchedLimits } from '../address-limit'
import type { SharedAddressLimit } from '../collector'
import type { IngestStore } from './types'

/** What the ingest worker answers: the store's methods, the shared per-address limit and the shared counters. */
export type IngestCalls = IngestStore & {
  addressLimit: SharedAddressLimit['addressEvents']
  limitHits: RateLimitStore['hitMany']
}
export type IngestCall = { id: number; method: keyof IngestCalls; args: unknown[] }
export type IngestAnswer = { id: number; result?: unknown; error?: string }

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

  flush: IngestStore['flush'] = (...args) => this.call('flush', ...args)
  addRollups: IngestStore['addRollups'] = (...args) => this.call('addRollups', ...args)
  pruneLive: IngestStore['pruneLive'] = (...args) => this.call('pruneLive', ...args)
  activeVisitors: IngestStore['activeVisitors'] = (...args) => this.call('activeVisitors', ...args)
  saveSalt: IngestStore['saveSalt'] = (...args) => this.call('saveSalt', ...args)
  salts: IngestStore['salts'] = () => this.call('salts')
  deleteSaltsCreatedBefore: IngestStore['deleteSaltsCreatedBefore'] = (...args) =>
    this.call('deleteSaltsCreatedBefore', ...args)
  countEvents: IngestStore['countEvents'] = () => this.call('countEvents')
  /** The shared limits, counted by the worker on its connection. */
  addressLimit: SharedAddressLimit = withBatchedLimits((hits) => this.call('addressLimit', hits), {
    hitMany: (...args) => this.call('limitHits', ...args),
  })
}
