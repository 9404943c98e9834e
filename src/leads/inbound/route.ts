import { createHash, timingSafeEqual } from 'node:crypto'

import { INBOUND_EMAIL_MAX_BYTES, INBOUND_EMAIL_TOO_LARGE } from '@/contracts/inbound-email'
import { ApiError, jsonResponse, type PayloadContext, readBody } from '@/http/http'

import { ingestMessage } from './store'
import { MalformedMessage } from './parse'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries `Bearer <INBOUND_EMAIL_TOKEN>`, compared in constant time. */
function authorised(request: Request, token: string): boolean {
  const header = request.headers.get('authorization') ?? ''
  const given = /^Bearer\s+(.+)$/i.exec(header.trim())?.[1] ?? ''
  return timingSafeEqual(digest(given), digest(token))
}

/**
 * POST /api/inbound-email (a mail provider's inbound route): the raw RFC 822 message, the bearer
 * token checked before the body is read, at most 2 MB counted as it streams in; 202 with what
 * became of it (stored, duplicate, or unmatched and not stored).
 */
export async function receiveInboundEmail(request: Request, { payload }: PayloadContext): Promise<Response> {
  const token = process.env.INBOUND_EMAIL_TOKEN?.trim()
  if (!token) throw new ApiError(404, 'Inbound e-mail is off: INBOUND_EMAIL_TOKEN is not set')
  if (!authorised(request, token))
    throw new ApiError(401, 'A valid inbound e-mail token is required', { 'www-authenticate': 'Bearer' })
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'message/rfc822') throw new ApiError(415, 'Content-Type must be message/rfc822')
  const raw = await readBody(request, INBOUND_EMAIL_MAX_BYTES, INBOUND_EMAIL_TOO_LARGE)
  try {
    return jsonResponse(await ingestMessage(payload, raw, 'route'), 202)
  } catch (error) {
    if (error instanceof MalformedMessage) throw new ApiError(400, error.message)
    throw error
  }
}
