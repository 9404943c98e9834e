import { analytics } from '@/analytics'
import { ingest } from '@/analytics/ingest'
import { MAX_EVENT_BODY_BYTES } from '@/contracts/analytics-event'
import { requestClientIp } from '@/lib/client-address'

import { ApiError, readBody, type PayloadContext } from '@/http/http'

/**
 * POST /api/events through Next. The front server (scripts/server.ts) answers this route itself
 * before Next sees it; this route serves the same ingest to in-process callers (integration tests).
 */
export async function ingestEvent(request: Request, { payload }: PayloadContext): Promise<Response> {
  let body: Buffer | null
  try {
    body = await readBody(request, MAX_EVENT_BODY_BYTES)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 413)) throw error
    body = null
  }
  const { collector } = await analytics(payload)
  const answer = await ingest(collector, {
    headers: request.headers,
    body,
    ip: requestClientIp(request.headers),
    host: request.headers.get('host') ?? new URL(request.url).host,
  })
  if (answer.status === 202) return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } })
  throw new ApiError(answer.status, answer.message ?? '', answer.headers)
}
