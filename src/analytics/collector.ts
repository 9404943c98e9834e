import { classifyAgent } from '@/analytics/model/classify'
import type { KnownEventBody } from '@/contracts/analytics-event'
import { OTHER_EVENT } from '@/contracts/analytics-saved'
import { eventFields } from '@/analytics/model/event-fields'
import type { TrackedEvent } from '@/analytics/model/sessions'
import { addDays, localDayHour } from '@/analytics/model/time'
import { newSalt, SALT_TTL_MS, visitorId, VisitorIds } from '@/analytics/model/visitor-id'
import { clientKey } from '@/lib/client-key'
import { type RateDecision, SlidingWindowLimiter } from '@/analytics/rate-limit'
import { serverLogger } from '@/lib/server-logger'
import type { SharedCountLimit } from '@/shared-state/batched-limit'

import { defaultCountryLookup, type CountryOf } from './geo-country'
import type { IngestStore } from './store/types'

const FLUSH_INTERVAL_MS = 1000
/**
 * A flush starts early once this many events wait, so a busy site's second is written in a few
 * transactions rather than one large one. Not fewer: each flush rewrites its rollup rows and the
 * index pages its visitors share, so under bench:analytics' load the ingest worker spends about
 * 25 µs an event on flushes of 2,000 against 30 µs on flushes of 500. (The events reach the worker
 * in small parts, see WorkerIngestStore, so the size costs the requests nothing.)
 */
export const FLUSH_AT_EVENTS = 2000
/** Per visitor id (one browser on one address). */
export const EVENTS_PER_MINUTE = 120
/**
 * Per client address, whatever user agents it sends: a rotating user agent must not make
 * unlimited visitors. Room for an office of a few people behind one NAT address.
 */
export const EVENTS_PER_ADDRESS_PER_MINUTE = 240
/** New visitor ids per client address and hour: a rotating user agent must not make unlimited visitors. */
export const NEW_VISITORS_PER_ADDRESS_PER_HOUR = 60
/** Visitor ids remembered as already counted against their address (the most recent ones). */
const KNOWN_VISITORS_MAX = 100_000
/** Live state is kept this long after a visit's last event, then deleted (history is in the rollups). */
const LIVE_STATE_MS = 2 * 24 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 60_000

/** A limit the collector asks once per event; `now` is the collector's clock. */
type EventLimit = { hit(key: string, now: number): RateDecision }
/** The new-visitor limit, also told which visitor a hit is for. */
type NewVisitorLimit = { hit(key: string, now: number, visitor: string): RateDecision }

/**
 * The limits counted in the database shared by all instances (the shared rate-limit store), so
 * they hold over every instance; clients are opaque keys, never stored addresses.
 */
export type SharedAddressLimit = {
  /**
   * Counts each client's events of a flush and says, per client, whether it is within
   * EVENTS_PER_ADDRESS_PER_MINUTE over all instances.
   */
  addressEvents: (hits: { client: string; cost: number }[]) => Promise<RateDecision[]>
  /**
   * EVENTS_PER_MINUTE per visitor, decided in memory; the store's flush counts the hits taken
   * with the events and answers the totals (see SharedCountLimit).
   */
  visitorEvents: EventLimit & Pick<SharedCountLimit, 'take' | 'restore' | 'learn'>
  /** NEW_VISITORS_PER_ADDRESS_PER_HOUR per client, likewise, each visitor counted once over all instances. */
  newVisitors: NewVisitorLimit & { flush(now: number): Promise<void> }
}

/** What the endpoint knows about one request; the IP and user agent never leave this object. */
export type Incoming = KnownEventBody & { ip: string; userAgent: string; host: string; country: string }

/**
 * The write path: events are classified in memory and a timer folds everything accepted so far
 * into the shared live state and the rollups in one database transaction every second. So an
 * answer costs no database work, a crash loses at most the last second, and instances sharing
 * a database count a visitor whose requests alternate between them as one visitor and one visit.
 */
export class Collector {
  private readonly visitorLimiter: EventLimit
  private readonly addressLimiter: SlidingWindowLimiter
  private readonly newVisitorLimiter: NewVisitorLimit
  private readonly knownVisitors = new Set<string>()
  /** Each recent visitor's country from the address database, looked up once per visitor. */
  private readonly visitorCountries = new Map<string, string>()
  /** Visitor ids (and clients' hashes) under today's salt. */
  private readonly todaysIds = new VisitorIds()
  /** This flush's events per client, and clients over the shared limit until when. */
  private addressHits = new Map<string, number>()
  private readonly blockedUntil = new Map<string, number>()
  private readonly salts = new Map<string, Promise<string>>()
  /** Today's salt once stored: the events of the day need not wait on its promise. */
  private salt = { day: '', value: '' }
  private pending: TrackedEvent[] = []
  private flushing: Promise<void> = Promise.resolve()
  private timer: NodeJS.Timeout | undefined
  private lastPrune = 0
  private days = { today: '', yesterday: '' }
  /** Events accepted and events written since start, for the metrics (plain numbers: no cost per beacon). */
  readonly counts = { accepted: 0, stored: 0 }
  /** The custom event names recorded as themselves (the rest as `other`). */
  eventNames: { recorded: (name: string) => string } = { recorded: () => OTHER_EVENT }

  constructor(
    private readonly store: IngestStore,
    private readonly timeZone: string,
    private readonly now: () => number = Date.now,
    private readonly sharedLimit?: SharedAddressLimit,
    private readonly countryOfAddress: CountryOf = defaultCountryLookup(),
  ) {
    this.visitorLimiter = sharedLimit?.visitorEvents ?? new SlidingWindowLimiter(EVENTS_PER_MINUTE, 60_000, now)
    this.addressLimiter = new SlidingWindowLimiter(EVENTS_PER_ADDRESS_PER_MINUTE, 60_000, now)
    this.newVisitorLimiter =
      sharedLimit?.newVisitors ?? new SlidingWindowLimiter(NEW_VISITORS_PER_ADDRESS_PER_HOUR, 60 * 60_000, now)
  }

  /** Events accepted and not yet written. */
  get backlog(): number {
    return this.pending.length
  }

  private yesterday(today: string): string {
    if (this.days.today !== today) this.days = { today, yesterday: addDays(today, -1) }
    return this.days.yesterday
  }

  /**
   * A day's salt: the one stored by whichever instance came first, else a new one stored now;
   * salts older than 48 hours are deleted then.
   */
  private saltFor(day: string): Promise<string> {
    let salt = this.salts.get(day)
    if (!salt) {
      const now = this.now()
      salt = this.store
        .saveSalt({ day, salt: newSalt(), createdAt: now })
        .then(async (stored) => {
          await this.store.deleteSaltsCreatedBefore(now - SALT_TTL_MS)
          return stored
        })
        .catch((error: unknown) => {
          this.salts.delete(day) // retried by the next event
          throw error
        })
      this.salts.set(day, salt)
      for (const known of this.salts.keys()) if (known < addDays(day, -1)) this.salts.delete(known)
    }
    return salt
  }

  /** Yesterday's salt if one is stored (a visit may continue over midnight), without making one. */
  private async previousSalt(day: string): Promise<string | undefined> {
    if (!this.salts.has(day)) {
      this.salts.set(
        day,
        this.store.salts().then((rows) => rows.find((row) => row.day === day)?.salt ?? ''),
      )
    }
    return (await this.salts.get(day)) || undefined
  }

  /**
   * Records one event; false when its client is over a limit: 120 events a minute per visitor,
   * 240 a minute and 60 new visitors an hour per client address. They are decided in memory (an
   * answer must not wait for the database); with a shared limit all three are also counted over
   * every instance in the database once a second (see SharedAddressLimit). Synchronous once the
   * day's salt is known, outside the day's first hour: no promise per beacon on the front server,
   * where each one also costs Next's async context tracking.
   */
  accept(event: Incoming): boolean | Promise<boolean> {
    const ts = this.now()
    const { day, hour } = localDayHour(ts, this.timeZone)
    if (this.salt.day === day && hour !== 0) return this.record(event, ts, this.salt.value, undefined)
    return this.acceptWithSalts(event, ts, day, hour)
  }

  /** accept() while the day's salt is not known yet, or in the day's first hour (yesterday's salt too). */
  private async acceptWithSalts(event: Incoming, ts: number, day: string, hour: number): Promise<boolean> {
    if (!this.addressLimiter.check(clientKey(event.ip), ts).allowed) return false
    const salt = this.salt.day === day ? this.salt.value : await this.saltFor(day)
    if (this.salt.day !== day) this.salt = { day, value: salt }
    // A visit is over after 30 idle minutes, so only in the day's first hour can it have begun yesterday.
    const yesterdaySalt = hour === 0 ? await this.previousSalt(this.yesterday(day)) : undefined
    return this.record(event, ts, salt, yesterdaySalt)
  }

  private record(event: Incoming, ts: number, salt: string, yesterdaySalt: string | undefined): boolean {
    // One client per IPv4 address or IPv6 /64, however it is written.
    const address = clientKey(event.ip)
    if (!this.addressLimiter.check(address, ts).allowed) return false
    // The shared counters see the client address only as a hash under the day's salt.
    const client = this.sharedLimit ? this.todaysIds.of(salt, address, '', event.host) : ''
    if ((this.blockedUntil.get(client) ?? 0) > ts) return false
    const id = this.todaysIds.of(salt, event.ip, event.userAgent, event.host)
    if (!this.knownVisitors.has(id)) {
      if (!this.newVisitorLimiter.hit(client || address, ts, id).allowed) return false
      if (this.knownVisitors.size >= KNOWN_VISITORS_MAX)
        this.knownVisitors.delete(this.knownVisitors.values().next().value!)
      this.knownVisitors.add(id)
    }
    if (!this.visitorLimiter.hit(id, ts).allowed) return false
    this.addressLimiter.record(address, ts)
    if (this.sharedLimit) this.addressHits.set(client, (this.addressHits.get(client) ?? 0) + 1)
    const { device, browser } = classifyAgent(event.userAgent, event.width)
    const { path, referrer, referrerHost, utm } = eventFields(event.url, event.referrer, event.host)
    this.pending.push({
      ts,
      name: event.name,
      path,
      step: event.step,
      event: event.name === 'custom' ? this.eventNames.recorded(event.event ?? '') : undefined,
      visitorId: id,
      previousVisitorId: yesterdaySalt ? visitorId(yesterdaySalt, event.ip, event.userAgent, event.host) : undefined,
      device,
      browser,
      country: event.country || this.countryOf(id, event.ip),
      referrer,
      referrerHost,
      utm,
    })
    this.counts.accepted += 1
    this.timer ??= setInterval(() => this.flushInBackground(), FLUSH_INTERVAL_MS).unref()
    if (this.pending.length === FLUSH_AT_EVENTS) this.flushInBackground()
    return true
  }

  /** A CDN's country header wins; else the address database's answer, kept per visitor id (not per address). */
  private countryOf(visitor: string, address: string): string {
    let country = this.visitorCountries.get(visitor)
    if (country === undefined) {
      country = this.countryOfAddress(address)
      if (this.visitorCountries.size >= KNOWN_VISITORS_MAX)
        this.visitorCountries.delete(this.visitorCountries.keys().next().value!)
      this.visitorCountries.set(visitor, country)
    }
    return country
  }

  private flushInBackground(): void {
    void this.flush().catch((error: unknown) =>
      serverLogger.error({ err: error }, 'Analytics flush failed; its events are kept for the next one'),
    )
  }

  /** Deletes live state no event can reach any more, and old salts, once a minute. */
  private async prune(): Promise<void> {
    const now = this.now()
    if (now - this.lastPrune < PRUNE_EVERY_MS) return
    this.lastPrune = now
    const today = localDayHour(now, this.timeZone).day
    await this.store.pruneLive(now - LIVE_STATE_MS, addDays(today, -1))
    await this.store.deleteSaltsCreatedBefore(now - SALT_TTL_MS)
  }

  /**
   * Writes everything accepted so far in one transaction with the live state it reads; a failed
   * write keeps the events, in order, for the next flush.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        await this.prune()
        if (this.pending.length === 0) return
        const events = this.pending
        const visitorHits = this.sharedLimit?.visitorEvents.take()
        this.pending = []
        try {
          const visitorEvents = await this.store.flush(events, this.timeZone)
          this.counts.stored += events.length
          this.sharedLimit?.visitorEvents.learn(visitorEvents, this.now())
        } catch (error) {
          this.pending = [...events, ...this.pending]
          if (visitorHits) this.sharedLimit?.visitorEvents.restore(visitorHits)
          throw error
        }
        await this.shareAddressCounts()
      })
    return this.flushing
  }

  /**
   * Adds this flush's counts to the shared counters: a client over the per-address limit across
   * all instances is refused here until its window ends (so at most one flush late); the
   * new-visitor limit learns the totals of every instance.
   */
  private async shareAddressCounts(): Promise<void> {
    if (!this.sharedLimit) return
    await this.sharedLimit.newVisitors.flush(this.now())
    if (this.addressHits.size === 0) return
    const hits = [...this.addressHits].map(([client, cost]) => ({ client, cost }))
    this.addressHits = new Map()
    const decisions = await this.sharedLimit.addressEvents(hits)
    const now = this.now()
    for (const [client, until] of this.blockedUntil) if (until <= now) this.blockedUntil.delete(client)
    decisions.forEach((decision, index) => {
      if (!decision.allowed) this.blockedUntil.set(hits[index].client, now + decision.retryAfterSeconds * 1000)
    })
  }

  /** Stops the timer after a last flush (tests and shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer)
    this.timer = undefined
    await this.flush()
  }
}
