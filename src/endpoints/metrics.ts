import { createHash, timingSafeEqual } from 'node:crypto'

import { checkCredential } from '@/auth/api-key'
import { apiKeyMatches } from '@/lib/api-key-match'
import { requestClientIp } from '@/lib/client-address'
import { refreshDatabaseGauges } from '@/metrics/database'
import { metrics } from '@/metrics/registry'
import { QUEUES } from '@/tasks'

import { requireAdmin, tooManyFailedAttempts } from '@/http/auth'
import { ApiError, type PayloadContext } from '@/http/http'

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** METRICS_TOKEN or the admin key as a bearer token, compared in constant time. */
const tokenMatches = (token: string) => {
  const expected = process.env.METRICS_TOKEN?.trim()
  const metricsToken = Boolean(expected) && timingSafeEqual(digest(token), digest(expected!))
  return apiKeyMatches(token) || metricsToken
}

const UNAUTHORIZED = 'Unauthorized: send METRICS_TOKEN (or the admin key) as a bearer token'

/**
 * GET /api/metrics: this instance's metrics in Prometheus' text format, for `Authorization: Bearer
 * <METRICS_TOKEN or key>` or the x-api-key header. Wrong tokens count against the key's brute-force limit.
 */
export async function getMetrics(request: Request, { payload }: PayloadContext): Promise<Response> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (bearer !== undefined) {
    const check = await checkCredential(payload, tokenMatches(bearer), requestClientIp(request.headers))
    if (check.status === 'locked') throw tooManyFailedAttempts(check.retryAfterSeconds)
    if (check.status === 'invalid')
      throw new ApiError(401, UNAUTHORIZED, { 'www-authenticate': 'Bearer realm="metrics"' })
  } else if (request.headers.get('x-api-key') !== null) {
    await requireAdmin(request, payload)
  } else {
    throw new ApiError(401, UNAUTHORIZED, { 'www-authenticate': 'Bearer realm="metrics"' })
  }
  const all = metrics()
  await refreshDatabaseGauges(payload, all, QUEUES)
  return new Response(await all.registry.metrics(), {
    status: 200,
    headers: { 'content-type': all.registry.contentType, 'cache-control': 'no-store' },
  })
}
