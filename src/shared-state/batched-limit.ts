import type { RateDecision, RateRule } from './rate-limiter'
import type { Counter, PackedCounters, RateLimitStore } from './types'

const PRUNE_EVERY_MS = 60_000

/**
 * A rate limit shared by every instance without a database write per hit: decided in memory, counted once a
 * second; the overshoot is bounded by (N − 1) × limit (docs/internals.md).
 */
export class SharedCountLimit {
  /** Each key's counter over all instances, as last learned. */
  private readonly shared = new Map<string, Counter>()
  /** Hits accepted here since they were last taken, per key. */
  private pending = new Map<string, number>()
  private prunedAt = 0

  constructor(
    protected readonly rule: RateRule,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts a hit of `key` at `now` when the key is within the limit; refused hits are not counted. */
  hit(key: string, now: number): RateDecision {
    const counter = this.shared.get(key)
    const live = counter && counter.resetAt > now ? counter : undefined
    const mine = this.pending.get(key) ?? 0
    if ((live?.count ?? 0) + mine >= this.rule.limit) {
      const retryAfterMs = live ? live.resetAt - now : this.rule.windowMs
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    }
    this.pending.set(key, mine + 1)
    return { allowed: true }
  }

  /** Takes back one hit of `key` accepted since the last flush (it turned out not to count). */
  forget(key: string): void {
    const mine = this.pending.get(key) ?? 0
    if (mine > 1) this.pending.set(key, mine - 1)
    else this.pending.delete(key)
  }

  /**
   * The hits accepted since they were last taken, per key, handed over to be counted in the
   * database; `learn` then takes the totals.
   */
  take(): Map<string, number> {
    const batch = this.pending
    this.pending = new Map()
    return batch
  }

  /** Hits taken but not counted (their write failed): pending again. */
  restore(batch: Map<string, number>): void {
    for (const [key, cost] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + cost)
  }

  /** The counters over all instances of keys whose hits were just counted. */
  learn(counters: PackedCounters, now: number): void {
    // Ended windows decide nothing (hit looks at resetAt): they are only dropped for memory, once
    // a minute, not by walking every key at each flush.
    if (now >= this.prunedAt + PRUNE_EVERY_MS) {
      this.prunedAt = now
      for (const [key, counter] of this.shared) if (counter.resetAt <= now) this.shared.delete(key)
    }
    for (let at = 0; at < counters.length; at += 3) {
      const key = counters[at] as string
      const kept = this.shared.get(key)
      const counter = kept ?? { count: 0, resetAt: 0 }
      counter.count = counters[at + 1] as number
      counter.resetAt = counters[at + 2] as number
      // Moved to the end: the keys learned longest ago are forgotten first.
      if (kept) this.shared.delete(key)
      this.shared.set(key, counter)
    }
    for (const key of this.shared.keys()) {
      if (this.shared.size <= this.maxKeys) break
      this.shared.delete(key)
    }
  }
}

/** A SharedCountLimit counted in the shared rate-limit counters (`hitMany`) at each `flush`. */
export class BatchedLimit extends SharedCountLimit {
  constructor(
    private readonly store: Pick<RateLimitStore, 'hitMany'>,
    rule: RateRule,
    maxKeys?: number,
  ) {
    super(rule, maxKeys)
  }

  /** Adds the hits accepted since the last flush to the shared counters and learns their totals. */
  async flush(now: number): Promise<void> {
    const batch = this.take()
    if (batch.size === 0) return
    const hits = [...batch].map(([key, cost]) => ({ key: `${this.rule.name}:${key}`, cost }))
    let counters: Counter[]
    try {
      counters = await this.store.hitMany(hits, this.rule.windowMs, now)
    } catch (error) {
      this.restore(batch)
      throw error
    }
    const learned: PackedCounters = []
    let index = 0
    for (const key of batch.keys()) {
      const { count, resetAt } = counters[index++]
      learned.push(key, count, resetAt)
    }
    this.learn(learned, now)
  }
}
