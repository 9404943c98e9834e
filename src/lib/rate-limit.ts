export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts events per key in a sliding window, in memory. Memory is bounded: at most
 * `maxKeys` keys are tracked, the least recently used are forgotten first.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs
    const times = this.events.get(key) ?? []
    // Asked twice for every analytics event: the times that left the window are dropped in place,
    // not by a new array (each one living about a second, long enough for the young-generation
    // collector to copy it, pausing the thread).
    let kept = 0
    for (const time of times) if (time > cutoff) times[kept++] = time
    times.length = kept
    this.events.delete(key)
    if (kept > 0) this.events.set(key, times)
    return times
  }

  /** Whether another event is allowed now, without recording one. */
  check(key: string): RateDecision {
    const kept = this.recent(key)
    if (kept.length < this.limit) return { allowed: true }
    const retryAfterMs = kept[kept.length - this.limit] + this.windowMs - this.now()
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
  }

  record(key: string): void {
    const kept = this.recent(key)
    kept.push(this.now())
    this.events.set(key, kept)
    if (this.events.size > this.maxKeys) {
      const oldest = this.events.keys().next().value
      if (oldest !== undefined) this.events.delete(oldest)
    }
  }

  /** Checks, and records the event when it is allowed. */
  hit(key: string): RateDecision {
    const decision = this.check(key)
    if (decision.allowed) this.record(key)
    return decision
  }
}
