import { setImmediate } from 'node:timers/promises'

import type { Payload, Where } from 'payload'

import type { JobClaimStore, JobId, LockStore } from '@/shared-state/types'

import { type LoopLoad, NO_LOAD } from './saturation'

/** A queue the runner works through: up to `limit` jobs at once per instance on each pass. */
export type QueueSpec = { queue: string; limit: number }

/** How often an instance looks for runnable jobs. */
export const POLL_INTERVAL_MS = 1000
/** How often an instance refreshes the lock time of the jobs it is running. */
export const HEARTBEAT_MS = 15_000
/** A running job whose lock was not refreshed for this long belongs to an instance that died. */
export const STALE_AFTER_MS = 60_000
/**
 * How often an instance asks Payload to queue the scheduled tasks (Payload's own autorun checks
 * once a minute too). Not at every pass: taking the schedule lock is a database write, and on
 * SQLite a write waits, with the whole thread, while the analytics ingest worker holds the write
 * lock (a few milliseconds per flush under load).
 */
export const SCHEDULE_INTERVAL_MS = 60_000

/** Jobs each queue may run at once while the process is saturated (see `fill`). */
const SATURATED_LIMIT = 2

const SCHEDULE_LOCK = 'jobs-schedule'

/** Payload's own idea of a runnable job (its runJobs filter), in one queue. */
const runnable = (queue: string, now: number): Where => ({
  and: [
    { queue: { equals: queue } },
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    { processing: { equals: false } },
    { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date(now).toISOString() } }] },
  ],
})

type Running = { queue: string; done: Promise<void> }

/**
 * Runs Payload's queued jobs exactly once with any number of instances: each job is claimed by one conditional
 * write before Payload runs it, and stale locks are handed back (docs/internals.md).
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined
  private readonly running = new Map<JobId, Running>()
  private pass: Promise<void> | undefined
  private stopping = false
  private lastHeartbeat = 0
  /** When the scheduled tasks were last queued; the first pass always does. */
  private lastSchedule = -Infinity
  /** Whether the last pass found the process saturated (see `limitOf`). */
  private holdingBack = false
  /** The fill under way per queue: one at a time, so a queue's limit holds. */
  private readonly fills = new Map<string, Promise<void>>()

  constructor(
    private readonly payload: Payload,
    private readonly stores: { claims: JobClaimStore; locks: LockStore },
    private readonly queues: QueueSpec[],
    private readonly instanceId: string,
    private readonly now: () => number = Date.now,
    /** How full the process's thread is (src/jobs/saturation.ts); never saturated by default. */
    private readonly load: LoopLoad = NO_LOAD,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.poll(), POLL_INTERVAL_MS)
    this.timer.unref()
    void this.poll()
  }

  /** One pass: heartbeat, schedules, then new claims up to each queue's limit. Passes never overlap. */
  poll(): Promise<void> {
    if (this.stopping) return Promise.resolve()
    this.pass ??= this.runPass()
      .catch((error: unknown) => this.payload.logger.error({ err: error, msg: 'Job runner pass failed' }))
      .finally(() => (this.pass = undefined))
    return this.pass
  }

  private async runPass(): Promise<void> {
    this.holdingBack = this.load.saturated()
    await this.heartbeat()
    await this.schedule()
    for (const spec of this.queues) {
      if (this.stopping) return
      await this.fill(spec)
    }
  }

  private async heartbeat(): Promise<void> {
    const now = this.now()
    if (now - this.lastHeartbeat < HEARTBEAT_MS) return
    this.lastHeartbeat = now
    await this.stores.claims.touch([...this.running.keys()], now)
    const released = await this.stores.claims.releaseStale(now - STALE_AFTER_MS)
    if (released > 0) this.payload.logger.warn(`Handed back ${released} job(s) left running by a stopped instance`)
  }

  /** Tasks with a `schedule` are queued by one instance at a time. */
  private async schedule(): Promise<void> {
    if (!this.payload.config.jobs.scheduling) return
    const now = this.now()
    if (now - this.lastSchedule < SCHEDULE_INTERVAL_MS) return
    this.lastSchedule = now
    if (!(await this.stores.locks.acquire(SCHEDULE_LOCK, this.instanceId, 30_000, now))) return
    try {
      await this.payload.jobs.handleSchedules({ allQueues: true })
    } finally {
      await this.stores.locks.release(SCHEDULE_LOCK, this.instanceId)
    }
  }

  /**
   * How many jobs of a queue may run at once. While the process is saturated (its thread busy for
   * the whole last second, e.g. with a burst of submissions) it is SATURATED_LIMIT, and a finished
   * job makes no room before the next pass: the queued work waits its turn instead of taking the
   * thread from the visitors whose requests queue it, and catches up once the burst is over.
   */
  private limitOf(spec: QueueSpec): number {
    return this.holdingBack ? Math.min(spec.limit, SATURATED_LIMIT) : spec.limit
  }

  /** Claims jobs of a queue up to its limit, unless a fill of that queue is already under way. */
  private fill(spec: QueueSpec): Promise<void> {
    if (this.fills.has(spec.queue)) return Promise.resolve()
    const fill = this.claimUpTo(spec, this.limitOf(spec)).finally(() => this.fills.delete(spec.queue))
    this.fills.set(spec.queue, fill)
    return fill
  }

  /**
   * A job of `queue` finished: the next one starts now, not at the next pass, unless the runner
   * holds back or the thread has been saturated since the pass (a burst that began after it).
   */
  private refill(queue: string): void {
    const spec = this.queues.find((candidate) => candidate.queue === queue)
    if (!spec || this.stopping || this.holdingBack || this.load.busy()) return
    this.fill(spec).catch((error: unknown) =>
      this.payload.logger.error({ err: error, msg: 'Job runner refill failed' }),
    )
  }

  private async claimUpTo(spec: QueueSpec, limit: number): Promise<void> {
    const busy = [...this.running.values()].filter((job) => job.queue === spec.queue).length
    if (busy >= limit) return
    const now = this.now()
    const { docs } = await this.payload.find({
      collection: 'payload-jobs',
      where: runnable(spec.queue, now),
      sort: 'createdAt',
      limit: limit - busy,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { queue: true },
    })
    for (const [index, { id }] of docs.entries()) {
      // SQLite answers synchronously, so a job runs as one chain of microtasks until it waits on
      // the network or a file: jobs started back to back would hold every request in between
      // (35 at a burst's start held them 1.2 s). Each job starts in a turn of the event loop of its own.
      if (index > 0) await setImmediate()
      if (this.stopping) return
      if (await this.stores.claims.claim(id, this.now())) this.run(spec.queue, id)
    }
  }

  private run(queue: string, id: JobId): void {
    const done = this.payload.jobs
      .runByID({ id, overrideAccess: true, silent: { info: true } })
      .then(
        () => undefined,
        (error: unknown) => this.payload.logger.error({ err: error, msg: `Job ${id} failed to run` }),
      )
      .finally(() => {
        this.running.delete(id)
        this.refill(queue)
      })
    this.running.set(id, { queue, done })
  }

  /** Jobs this instance is running right now. */
  get active(): JobId[] {
    return [...this.running.keys()]
  }

  /** Stops claiming, waits up to `graceMs` for running jobs, then hands the unfinished ones back. */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true
    clearInterval(this.timer)
    await this.pass
    // A fill that already claimed a job starts it: wait for those, so they are waited for or handed back.
    await Promise.allSettled(this.fills.values())
    const finished = Promise.all([...this.running.values()].map((job) => job.done))
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, graceMs).unref())])
    await this.stores.claims.release(this.active)
  }
}
