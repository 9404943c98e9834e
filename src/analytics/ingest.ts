import {
  INVALID_FIELDS_HEADER,
  invalidFields,
  invalidFieldsHeaderValue,
  invalidFieldsMessage,
} from '@/contracts/errors'
import { referrerHostOf, unlessOwnHost } from '@/analytics/model/attribution'
import { countryFromHeaders, isBotAgent } from '@/analytics/model/classify'
import { eventBody, isKnownEvent, MAX_EVENT_BODY_BYTES, wellFormedEvent } from '@/contracts/analytics-event'
import { isSpamReferrer } from '@/analytics/model/referrer-spam'
import { holdsCmsSession } from '@/analytics/cms-session'

import type { Collector } from './collector'

/** One POST /api/events as either server sees it. */
type EventRequest = {
  headers: { get: (name: string) => string | null | undefined }
  /** The body, or null when it passed MAX_EVENT_BODY_BYTES (reading stopped there). */
  body: Buffer | null
  /** The client address our front server recorded. */
  ip: string
  host: string
}

export type EventAnswer = {
  status: 202 | 400 | 413 | 415 | 429 | 503
  message?: string
  headers?: Record<string, string>
}

const ACCEPTED: EventAnswer = { status: 202 }
const BODY_TOO_LARGE = `Event body must be at most ${MAX_EVENT_BODY_BYTES} bytes`

/** The tracker posts JSON, or text/plain when it uses navigator.sendBeacon (any case, any parameters). */
const EVENT_TYPE = /^(?:application\/json|text\/plain)/i

/**
 * POST /api/events, the same in the front server (production, `npm run dev`) and in the Next
 * route (in-process tests): 202 once an event is accepted. Bots, staff (a request carrying the
 * admin key header or a CMS session cookie), unknown event names and spam referrers are answered 202 and dropped, so
 * they learn nothing; malformed bodies get a 4xx naming what is wrong; a client over its limit 429.
 */
export function ingest(collector: Collector, request: EventRequest): EventAnswer | Promise<EventAnswer> {
  if (!EVENT_TYPE.test(request.headers.get('content-type') ?? ''))
    return { status: 415, message: 'Content-Type must be application/json or text/plain' }
  if (request.body === null || request.body.byteLength > MAX_EVENT_BODY_BYTES)
    return { status: 413, message: BODY_TOO_LARGE }
  let json: unknown
  try {
    json = JSON.parse(request.body.toString('utf8'))
  } catch {
    return { status: 400, message: 'Request body is not valid JSON' }
  }
  let body = wellFormedEvent(json)
  if (!body) {
    const parsed = eventBody.safeParse(json)
    if (!parsed.success) {
      const fields = invalidFields(parsed.error)
      return {
        status: 400,
        message: invalidFieldsMessage(fields),
        headers: { [INVALID_FIELDS_HEADER]: invalidFieldsHeaderValue(fields) },
      }
    }
    body = parsed.data
  }
  const { name, url, referrer, width, step, event } = body
  // Staff: a browser holding the admin key, or signed in to the CMS.
  if (request.headers.get('x-api-key') || holdsCmsSession(request.headers.get('cookie'))) return ACCEPTED
  const userAgent = request.headers.get('user-agent')?.trim() ?? ''
  if (isBotAgent(userAgent) || !isKnownEvent(name)) return ACCEPTED
  const fromHost = referrerHostOf(referrer)
  // Whether a referrer is one of our own hosts is asked only of the rare spam host.
  if (fromHost && isSpamReferrer(fromHost) && unlessOwnHost(fromHost, [request.host])) return ACCEPTED
  const stored = collector.accept({
    name,
    url,
    referrer,
    width,
    step,
    event,
    ip: request.ip,
    userAgent,
    host: request.host,
    country: countryFromHeaders(request.headers),
  })
  // An answer without a promise when the collector decides at once (see Collector.accept).
  return typeof stored === 'boolean' ? storedAnswer(stored) : stored.then(storedAnswer)
}

const TOO_MANY: EventAnswer = { status: 429, message: 'Too many events', headers: { 'retry-after': '60' } }
const storedAnswer = (stored: boolean): EventAnswer => (stored ? ACCEPTED : TOO_MANY)
