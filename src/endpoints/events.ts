import { analytics } from '@/analytics'
import { countryFromHeaders, isBotAgent } from '@/lib/analytics/classify'
import { eventBody, MAX_EVENT_BODY_BYTES } from '@/lib/analytics/event'
import { requestClientIp } from '@/lib/client-address'

import { ApiError } from './http'

const accepted = () => new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } })

/** The tracker posts JSON, or text/plain when it uses navigator.sendBeacon. */
async function readEventBody(request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!type.startsWith('application/json') && !type.startsWith('text/plain')) {
    throw new ApiError(415, 'Content-Type must be application/json or text/plain')
  }
  const tooLarge = new ApiError(413, `Event body must be at most ${MAX_EVENT_BODY_BYTES} bytes`)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_EVENT_BODY_BYTES) throw tooLarge
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_EVENT_BODY_BYTES) throw tooLarge
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON')
  }
}

/** POST /api/events: one tracker event; 202 once it is accepted (bots too, silently dropped). */
export async function ingestEvent(request: Request): Promise<Response> {
  const body = eventBody.parse(await readEventBody(request))
  const userAgent = request.headers.get('user-agent')?.trim() ?? ''
  if (isBotAgent(userAgent)) return accepted()
  const { collector } = await analytics()
  const stored = await collector.accept({
    ...body,
    ip: requestClientIp(request.headers),
    userAgent,
    host: request.headers.get('host') ?? new URL(request.url).host,
    country: countryFromHeaders(request.headers),
  })
  if (!stored) throw new ApiError(429, 'Too many events', { 'retry-after': '60' })
  return accepted()
}
