/**
 * State that every server instance must see the same: rate-limit counters, short locks and the
 * claims on background jobs. One implementation per database adapter (sqlite.ts, mongo.ts), both
 * held to the same contract by tests/integration/shared-state.test.ts.
 */

/** A counter in its window: it counts hits from the window's first hit until `resetAt` (epoch ms). */
export type Counter = { count: number; resetAt: number }

/**
 * Counters by key as one flat array: key, count, resetAt, key, count, resetAt, … Thousands of them
 * are handed between threads and learned at every analytics flush; as objects in a map they cost
 * the thread answering requests a map and an object per key (and the copies its young-generation
 * collector makes of them), as one array neither.
 */
export type PackedCounters = (string | number)[]

export function packCounters(counters: Map<string, Counter>): PackedCounters {
  const values: PackedCounters = []
  for (const [key, { count, resetAt }] of counters) values.push(key, count, resetAt)
  return values
}

export interface RateLimitStore {
  /**
   * Adds `cost` to the key's counter in one atomic step and returns the counter after it: a key
   * without a live window starts a new one at `now`, lasting `windowMs`.
   */
  hit(key: string, cost: number, windowMs: number, now: number): Promise<Counter>
  /** The same for many keys in one round trip (batched callers such as the events limit). */
  hitMany(hits: { key: string; cost: number }[], windowMs: number, now: number): Promise<Counter[]>
  /** The key's live counter, read only (count 0 and resetAt 0 when it has none). */
  peek(key: string, now: number): Promise<Counter>
  /** Takes `cost` back from a live window (never below zero); an expired window is left alone. */
  refund(key: string, cost: number, now: number): Promise<void>
  /** Deletes the counters whose window ended (MongoDB's TTL index does it by itself). */
  prune(now: number): Promise<void>
}

export interface LockStore {
  /** Takes the named lock for `owner` unless someone else holds it unexpired; true when taken. */
  acquire(name: string, owner: string, ttlMs: number, now: number): Promise<boolean>
  /** Gives the lock back, if `owner` still holds it. */
  release(name: string, owner: string): Promise<void>
  /** Extends `owner`'s hold to `now + ttlMs`; false when it no longer holds the lock. */
  renew(name: string, owner: string, ttlMs: number, now: number): Promise<boolean>
  /** Who holds the lock unexpired, and until when; null when it is free. */
  holder(name: string, now: number): Promise<{ owner: string; expiresAt: number } | null>
}

export type JobId = string | number

/**
 * Claims on Payload's payload-jobs rows. Payload's own runner marks the jobs it picks as
 * `processing` with a read followed by a separate write, so two instances can pick the same job;
 * a claim here is one conditional write that only one instance can win.
 */
export interface JobClaimStore {
  /** Marks a runnable job (not processing, not completed, no error) as processing; true for the one winner. */
  claim(id: JobId, now: number): Promise<boolean>
  /** Refreshes the lock time (`updatedAt`) of jobs this instance is still running. */
  touch(ids: JobId[], now: number): Promise<void>
  /** Hands jobs this instance stops running back to the queue. */
  release(ids: JobId[]): Promise<void>
  /** Hands back jobs whose lock was not refreshed since `before` (their instance died); returns how many. */
  releaseStale(before: number): Promise<number>
}

/** Named counters that instances bump to tell each other that something changed. */
interface SignalStore {
  /** Adds one to the named signal atomically; returns its new version. */
  bump(name: string): Promise<number>
  /** The signal's current version (0 before its first bump). */
  read(name: string): Promise<number>
}

/**
 * The e-mails handed to the mail server, by delivery key. A key is recorded before its message
 * goes, and kept (HANDOFF_KEEP_MS) unless the mail server refused it: a try that died after the
 * handoff, before it could record the outcome, is never followed by a second copy.
 */
interface HandoffStore {
  /** Records the key now; null when it is new (send), else when an earlier try handed it over (do not). */
  begin(key: string, now: number): Promise<number | null>
  /** The message did not go (the mail server refused it, or the try sent nothing): a retry may send it. */
  undo(key: string): Promise<void>
}

/** How long a handoff is remembered: far beyond a delivery's last retry. */
export const HANDOFF_KEEP_MS = 30 * 86_400_000

export type SharedState = {
  rateLimits: RateLimitStore
  locks: LockStore
  jobClaims: JobClaimStore
  signals: SignalStore
  handoffs: HandoffStore
}

export const SHARED_TABLES = {
  rateLimits: 'shared_rate_limits',
  locks: 'shared_locks',
  signals: 'shared_signals',
  handoffs: 'shared_email_handoffs',
} as const
