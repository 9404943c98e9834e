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
    // Asked for every analytics event: a new array only when some time left the window.
    const kept = times.every((time) => time > cutoff) ? times : times.filter((time) => time > cutoff)
    this.events.delete(key)
    if (kept.length > 0) this.events.set(key, kept)
    return kept
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
