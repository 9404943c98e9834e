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
  private recent(key: string): Window | undefined {
    const window = this.windows.get(key)
    if (!window) return undefined
    const cutoff = this.now() - this.windowMs
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

  /** Whether another event is allowed now, without recording one. */
  check(key: string): RateDecision {
    const times = this.recent(key)?.times
    if (!times || times.length < this.limit) return ALLOWED
    const retryAfterMs = times[times.length - this.limit] + this.windowMs - this.now()
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
  }

  record(key: string): void {
    const window = this.recent(key)
    if (window) {
      window.times.push(this.now())
      return
    }
    this.windows.set(key, { key, times: [this.now()] })
    this.newest = key
    if (this.windows.size > this.maxKeys) this.forget(this.windows.keys().next().value!)
  }

  /** Checks, and records the event when it is allowed. */
  hit(key: string): RateDecision {
    const decision = this.check(key)
    if (decision.allowed) this.record(key)
    return decision
  }
}
