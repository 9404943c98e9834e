export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** The answer of every allowed check, shared (the limiters run for every analytics event). */
const ALLOWED: RateDecision = Object.freeze({ allowed: true })

/**
 * A key's times, with the key as first stored: moved to the end of the map under that string,
 * not under the caller's copy (a new string per request, which the map would keep alive).
 */
type Window = { key: string; times: number[] }

/**
 * Counts events per key in a sliding window, in memory. Memory is bounded: at most
 * `maxKeys` keys are tracked, the least recently used are forgotten first.
 */
export class SlidingWindowLimiter {
  private readonly windows = new Map<string, Window>()
  /** The key last moved to the end of `windows`. */
  private newest: string | undefined

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** The key's window, its times that left it dropped; undefined (forgotten) once none is left. */
  private recent(key: string, now: number): Window | undefined {
    const window = this.windows.get(key)
    if (!window) return undefined
    const cutoff = now - this.windowMs
    const { times } = window
    // Asked twice for every analytics event: the times that left the window are dropped in place,
    // not by a new array (each one living about a second, long enough for the young-generation
    // collector to copy it, pausing the thread).
    let kept = 0
    for (const time of times) if (time > cutoff) times[kept++] = time
    times.length = kept
    if (kept === 0) {
      this.forget(key)
      return undefined
    }
    // Used last: moved to the end, unless it is there already (a record right after its check),
    // as each move leaves a hole in the map and refilling its table allocates a new one.
    if (key !== this.newest) {
      this.windows.delete(key)
      this.windows.set(window.key, window)
      this.newest = window.key
    }
    return window
  }

  private forget(key: string): void {
    this.windows.delete(key)
    if (key === this.newest) this.newest = undefined
  }

  /**
   * Whether another event is allowed at `now`, without recording one. Callers that know the time
   * pass it: the analytics collector's clock in production is Next.js's Date.now, which also
   * looks up two async contexts on every call.
   */
  check(key: string, now = this.now()): RateDecision {
    const times = this.recent(key, now)?.times
    if (!times || times.length < this.limit) return ALLOWED
    const retryAfterMs = times[times.length - this.limit] + this.windowMs - now
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
  }

  record(key: string, now = this.now()): void {
    const window = this.recent(key, now)
    if (window) {
      window.times.push(now)
      return
    }
    this.windows.set(key, { key, times: [now] })
    this.newest = key
    if (this.windows.size > this.maxKeys) this.forget(this.windows.keys().next().value!)
  }

  /** Checks, and records the event when it is allowed. */
  hit(key: string, now = this.now()): RateDecision {
    const decision = this.check(key, now)
    if (decision.allowed) this.record(key, now)
    return decision
  }
}
