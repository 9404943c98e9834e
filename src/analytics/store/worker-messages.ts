import type { Device } from '@/analytics/model/classify'
import type { EventName } from '@/analytics/model/rollup'
import type { TrackedEvent } from '@/analytics/model/sessions'
import type { RateDecision } from '@/shared-state/rate-limiter'

/**
 * What a flush hands to the ingest worker and gets back, as flat arrays of strings and numbers
 * rather than thousands of small objects: the structured clone of an object writes every
 * property name again and rebuilds it field by field on the other side, which cost the front
 * server's thread about a microsecond per event and the worker twice that.
 */
export type PackedEvents = (string | number | undefined)[]

const EVENT_VALUES = 17

export function packEvents(events: readonly TrackedEvent[]): PackedEvents {
  const values: PackedEvents = new Array(events.length * EVENT_VALUES)
  let at = 0
  for (const event of events) {
    values[at++] = event.ts
    values[at++] = event.name
    values[at++] = event.path
    values[at++] = event.step
    values[at++] = event.visitorId
    values[at++] = event.previousVisitorId
    values[at++] = event.device
    values[at++] = event.browser
    values[at++] = event.country
    values[at++] = event.referrer
    values[at++] = event.referrerHost
    values[at++] = event.utm.source
    values[at++] = event.utm.medium
    values[at++] = event.utm.campaign
    values[at++] = event.utm.term
    values[at++] = event.utm.content
    values[at++] = event.event
  }
  return values
}

export function unpackEvents(values: PackedEvents, into: TrackedEvent[] = []): TrackedEvent[] {
  for (let at = 0; at < values.length; at += EVENT_VALUES) {
    into.push({
      ts: values[at] as number,
      name: values[at + 1] as EventName,
      path: values[at + 2] as string,
      step: values[at + 3] as number | undefined,
      visitorId: values[at + 4] as string,
      previousVisitorId: values[at + 5] as string | undefined,
      device: values[at + 6] as Device,
      browser: values[at + 7] as string,
      country: values[at + 8] as string,
      referrer: values[at + 9] as string,
      referrerHost: values[at + 10] as string,
      utm: {
        source: values[at + 11] as string,
        medium: values[at + 12] as string,
        campaign: values[at + 13] as string,
        term: values[at + 14] as string,
        content: values[at + 15] as string,
      },
      event: values[at + 16] as string | undefined,
    })
  }
  return into
}

/** Per-address decisions as numbers: 0 when allowed, else the seconds to wait. */
export type PackedDecisions = number[]

const ALLOWED: RateDecision = { allowed: true }

export const packDecisions = (decisions: RateDecision[]): PackedDecisions =>
  decisions.map((decision) => (decision.allowed ? 0 : decision.retryAfterSeconds))

export const unpackDecisions = (values: PackedDecisions): RateDecision[] =>
  values.map((retryAfterSeconds) => (retryAfterSeconds === 0 ? ALLOWED : { allowed: false, retryAfterSeconds }))
