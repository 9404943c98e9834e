import { classifyAgent, pagePath, referrerSource } from '@/lib/analytics/classify'
import type { EventBody } from '@/lib/analytics/event'
import { RollupBuffer, type Batch } from '@/lib/analytics/rollup'
import { SessionTracker } from '@/lib/analytics/sessions'
import { addDays, localDayHour } from '@/lib/analytics/time'
import { newSalt, SALT_TTL_MS, visitorId } from '@/lib/analytics/visitor-id'
import { SlidingWindowLimiter } from '@/lib/rate-limit'

import type { AnalyticsStore } from './store/types'

export const FLUSH_INTERVAL_MS = 1000
export const EVENTS_PER_MINUTE = 120

/** What the endpoint knows about one request; the IP and user agent never leave this object. */
export type Incoming = EventBody & { ip: string; userAgent: string; host: string; country: string }

/**
 * The write path: events are classified and turned into rollup increments in memory, and a
 * timer writes everything accepted so far in one transaction every second. So an answer costs
 * no database work, and a crash loses at most the last second.
 */
export class Collector {
  private readonly tracker: SessionTracker
  private readonly buffer = new RollupBuffer()
  private readonly limiter: SlidingWindowLimiter
  private readonly salts = new Map<string, Promise<string>>()
  private pending: Batch[] = []
  private flushing: Promise<void> = Promise.resolve()
  private timer: NodeJS.Timeout | undefined
  private days = { today: '', yesterday: '' }
  private lastPrune = 0
  readonly ready: Promise<void>

  constructor(
    private readonly store: AnalyticsStore,
    private readonly timeZone: string,
    private readonly now: () => number = Date.now,
  ) {
    this.tracker = new SessionTracker(timeZone)
    this.limiter = new SlidingWindowLimiter(EVENTS_PER_MINUTE, 60_000, now)
    this.ready = this.restore()
  }

  private async restore(): Promise<void> {
    const now = this.now()
    const yesterday = addDays(localDayHour(now, this.timeZone).day, -1)
    await this.store.deleteSaltsCreatedBefore(now - SALT_TTL_MS)
    for (const row of await this.store.salts()) this.salts.set(row.day, Promise.resolve(row.salt))
    this.tracker.restore(await this.store.sessionsSince(yesterday), now)
  }

  private yesterday(today: string): string {
    if (this.days.today !== today) this.days = { today, yesterday: addDays(today, -1) }
    return this.days.yesterday
  }

  /** Today's salt, made (and stored) on the first event of the day; old salts are deleted. */
  private saltFor(day: string): Promise<string> {
    let salt = this.salts.get(day)
    if (!salt) {
      const now = this.now()
      salt = this.store.saveSalt({ day, salt: newSalt(), createdAt: now }).catch((error: unknown) => {
        this.salts.delete(day) // retried by the next event
        throw error
      })
      this.salts.set(day, salt)
      void this.store.deleteSaltsCreatedBefore(now - SALT_TTL_MS)
      for (const known of this.salts.keys()) if (known < addDays(day, -1)) this.salts.delete(known)
      this.tracker.prune(now, addDays(day, -1))
    }
    return salt
  }

  /** Records one event; false when the visitor sent more than 120 events in the last minute. */
  async accept(event: Incoming): Promise<boolean> {
    await this.ready
    const ts = this.now()
    const today = localDayHour(ts, this.timeZone).day
    const id = visitorId(await this.saltFor(today), event.ip, event.userAgent, event.host)
    if (!this.limiter.hit(id).allowed) return false
    // Only a visitor without an open session today may be continuing one from before midnight.
    const yesterdaySalt = this.tracker.isLive(id, ts) ? undefined : await this.salts.get(this.yesterday(today))
    const url = new URL(event.url)
    const { device, browser } = classifyAgent(event.userAgent, event.width)
    this.tracker.apply(
      {
        ts,
        name: event.name,
        path: pagePath(url),
        visitorId: id,
        previousVisitorId: yesterdaySalt ? visitorId(yesterdaySalt, event.ip, event.userAgent, event.host) : undefined,
        device,
        browser,
        country: event.country,
        referrer: referrerSource(url, event.referrer, [event.host]),
      },
      this.buffer,
    )
    this.timer ??= setInterval(() => void this.flush().catch(console.error), FLUSH_INTERVAL_MS).unref()
    return true
  }

  /** Sessions idle for 30 minutes are forgotten once a minute, so memory follows live traffic. */
  private pruneIdleSessions(): void {
    const now = this.now()
    if (now - this.lastPrune < 60_000) return
    this.lastPrune = now
    this.tracker.prune(now, addDays(localDayHour(now, this.timeZone).day, -1))
  }

  /** Writes everything accepted so far; a failed write is retried, in order, on the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        if (this.buffer.size > 0) this.pending.push(this.buffer.drain())
        this.pruneIdleSessions()
        while (this.pending.length > 0) {
          await this.store.write(this.pending[0])
          this.pending.shift()
        }
      })
    return this.flushing
  }

  /** Stops the timer after a last flush (tests and shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer)
    this.timer = undefined
    await this.flush()
  }
}
