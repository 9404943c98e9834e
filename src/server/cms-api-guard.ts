import type { SanitizedConfig } from 'payload'

import { API_KEY_HEADER, keyLockout, TOO_MANY_FAILED_ATTEMPTS } from '@/auth/api-key'
import { requestUser } from '@/auth/request-user'
import type { IdType } from '@/lib/ids'
import { requestClientIp } from '@/lib/client-address'
import { getPayloadClient } from '@/lib/payload'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { type Endpoint, fieldLookup, idProblem, queryProblem, type QueryRules } from './cms-query'

type RestArgs = { params: Promise<{ slug: string[] }> }
type RestHandler = (request: Request, args: RestArgs) => Promise<Response>

/** Failed CMS sign-ins per client address on all instances: 10 in 15 minutes, then 429 until the window passes. */
export const CMS_LOGIN_FAILURES: RateRule = { name: 'cms-login-failures', limit: 10, windowMs: 15 * 60 * 1000 }

/** Paths that describe the CMS itself: never answered to a caller who is not signed in. */
const SIGNED_IN_ONLY = new Set(['access', 'payload-migrations'])

const problem = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })

function endpointsFor(config: SanitizedConfig, slug: string[]): { endpoints: Endpoint[]; rest: string[] } | null {
  const [first, second, ...rest] = slug
  if (first === 'globals') {
    const global = config.globals.find((candidate) => candidate.slug === second)
    return global && Array.isArray(global.endpoints) ? { endpoints: global.endpoints, rest } : null
  }
  const collection = config.collections.find((candidate) => candidate.slug === first)
  if (!collection || !Array.isArray(collection.endpoints)) return null
  return { endpoints: collection.endpoints, rest: second === undefined ? [] : [second, ...rest] }
}

/** The where checks of a collection's queries (a global's take none). */
function queryRules(config: SanitizedConfig, slug: string, idType: IdType, database: string): QueryRules | undefined {
  const fieldsOf = (collection: string) => config.collections.find((c) => c.slug === collection)?.flattenedFields
  if (!fieldsOf(slug)) return undefined
  return { fieldAt: fieldLookup(fieldsOf, slug), idType, allOperator: database === 'mongoose' }
}

/** Whether the request saves a document's data: a create, an update (one or by where), a global's save. */
function carriesData(method: string, [first, second, ...rest]: string[]): boolean {
  if (first === 'globals') return method === 'POST' && rest.length === 0
  if (method === 'POST') return second === undefined
  return method === 'PATCH' && rest.length === 0
}

/**
 * Whether the body is a JSON object (an upload's multipart form carries it in a field Payload
 * reads itself). Payload takes any JSON, and `null`, `12` or nothing at all fails in the database
 * with a 500. The body was bounded by the front server before it reached here.
 */
async function isDataBody(request: Request): Promise<boolean> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return true
  try {
    const data: unknown = JSON.parse(await request.clone().text())
    return typeof data === 'object' && data !== null && !Array.isArray(data)
  } catch {
    return false
  }
}

async function signedIn(request: Request): Promise<boolean> {
  const payload = await getPayloadClient()
  return (await requestUser(payload, request.headers)) !== null
}

async function throttledLogin(request: Request, args: RestArgs, handler: RestHandler): Promise<Response> {
  const client = requestClientIp(request.headers)
  // Counted before the password is checked, so concurrent guesses cannot pass the limit; a
  // successful sign-in gives its attempt back.
  const limiter = rateLimiter(await getPayloadClient())
  const decision = await limiter.consume(CMS_LOGIN_FAILURES, client)
  if (!decision.allowed) {
    return problem(429, 'Too many failed sign-in attempts. Try again later.', {
      'retry-after': String(decision.retryAfterSeconds),
    })
  }
  const response = await handler(request, args)
  if (response.status !== 401 && response.status !== 403) await limiter.refund(CMS_LOGIN_FAILURES, client)
  return response
}

/**
 * A client locked out by wrong keys is refused here, before Payload: Payload's auth strategies
 * cannot answer (an error thrown in one is swallowed and the request goes on unauthenticated), so
 * a right key from a locked-out address would get a 401 and the dashboard would log the admin
 * out; this says 429 and how long to wait, for a key and for a sign-in alike.
 */
async function lockedOut(request: Request, isLogin: boolean): Promise<Response | null> {
  if (!isLogin && !request.headers.has(API_KEY_HEADER)) return null
  const retryAfter = await keyLockout(await getPayloadClient(), requestClientIp(request.headers))
  return retryAfter === null ? null : problem(429, TOO_MANY_FAILED_ATTEMPTS, { 'retry-after': String(retryAfter) })
}

/**
 * Payload's REST handler behind the checks it lacks: a client locked out by wrong keys gets a 429,
 * malformed queries and ids get a 4xx naming the problem (Payload would fail in the database with
 * a 500), the CMS's own descriptions are refused to anonymous callers, sign-ins are throttled per
 * client address, and Payload's 501 for a collection without endpoints becomes a 404.
 */
export const guardRest =
  (config: Promise<SanitizedConfig>, handler: RestHandler): RestHandler =>
  async (request, args) => {
    const { slug } = await args.params
    const isLogin = request.method === 'POST' && slug.join('/') === 'users/login'
    const refused = await lockedOut(request, isLogin)
    if (refused) return refused
    const sanitized = await config
    const { db } = await getPayloadClient()
    const idType: IdType = db.defaultIDType === 'number' ? 'number' : 'text'
    const invalidQuery = queryProblem(new URL(request.url).search, queryRules(sanitized, slug[0], idType, db.name))
    if (invalidQuery) return problem(400, invalidQuery)
    if (SIGNED_IN_ONLY.has(slug[0]) && !(await signedIn(request))) {
      return problem(403, 'You are not allowed to perform this action.')
    }
    const target = endpointsFor(sanitized, slug)
    if (target) {
      const invalidId = idProblem(target.endpoints, request.method, target.rest, idType)
      if (invalidId) return problem(404, invalidId)
      if (carriesData(request.method, slug) && !(await isDataBody(request))) {
        return problem(400, 'The body must be a JSON object of the fields to save')
      }
    }
    const response = isLogin ? await throttledLogin(request, args, handler) : await handler(request, args)
    return response.status === 501 ? problem(404, 'Not Found') : response
  }
