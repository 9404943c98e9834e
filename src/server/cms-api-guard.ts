import type { SanitizedConfig } from 'payload'

import { isApiKeyAdmin } from '@/auth/admin-user'
import { API_KEY_HEADER, keyLockout, TOO_MANY_FAILED_ATTEMPTS } from '@/auth/api-key'
import { requestUser } from '@/auth/request-user'
import { anonymousCmsCall, BODY_WITHHELD_HEADER } from '@/contracts/body-limits'
import { requestClientIp } from '@/lib/client-address'
import { mailboxCounter } from '@/lib/mailbox'
import { getPayloadClient } from '@/payload-client'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { multipartForm, NOT_A_MULTIPART_FORM } from './multipart-form'

type RestArgs = { params: Promise<{ slug: string[] }> }
type RestHandler = (request: Request, args: RestArgs) => Promise<Response>

/** Failed CMS sign-ins per client address on all instances: 10 in 15 minutes, then 429 until the window passes. */
const CMS_LOGIN_FAILURES: RateRule = { name: 'cms-login-failures', limit: 10, windowMs: 15 * 60 * 1000 }
/** Password reset requests (each may send an e-mail): as many per client address as sign-ins… */
const CMS_PASSWORD_RESETS: RateRule = { name: 'cms-password-resets', limit: 10, windowMs: 15 * 60 * 1000 }
/** …and at most 5 an hour to one mailbox, from wherever they come. */
const CMS_PASSWORD_RESETS_PER_MAILBOX: RateRule = {
  name: 'cms-password-reset-mailbox',
  limit: 5,
  windowMs: 60 * 60 * 1000,
}

const NOT_ALLOWED = 'You are not allowed to perform this action.'
const PREFERENCES = 'payload-preferences'

const problem = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether the collection or global a path names keeps versions (Payload fails with a 500 on `/versions` of one that does not). */
function versioned(config: SanitizedConfig, [first, second]: string[]): boolean {
  const entity =
    first === 'globals'
      ? config.globals.find((global) => global.slug === second)
      : config.collections.find((collection) => collection.slug === first)
  return Boolean(entity?.versions)
}

/** Whether the request saves a document's data: a create, an update (one or by where), a global's save. */
function carriesData(method: string, [first, second, ...rest]: string[]): boolean {
  if (first === 'globals') return method === 'POST' && rest.length === 0
  if (method === 'POST') return second === undefined
  return method === 'PATCH' && rest.length === 0
}

/**
 * What Payload cannot answer of a write's body, or null: a save sent as neither JSON nor a form
 * (Payload leaves it unread and fails on the missing data with a 500), and a form's `file` sent as
 * text, a reference to a file uploaded elsewhere, which this site does not take.
 */
async function bodyProblem(request: Request, saves: boolean): Promise<{ status: number; message: string } | null> {
  const [type] = (request.headers.get('content-type') ?? '').split(';', 1)
  if (type.includes('multipart/')) {
    const form = await multipartForm(request.clone())
    if (!form) return { status: 400, message: NOT_A_MULTIPART_FORM }
    return form.getAll('file').some((file) => typeof file === 'string')
      ? { status: 400, message: 'file must be a file, not text' }
      : null
  }
  return saves && type !== 'application/json'
    ? { status: 415, message: 'A save is sent as application/json or multipart/form-data' }
    : null
}

/** The methods whose body Payload reads. */
const WRITES = new Set(['POST', 'PATCH', 'PUT'])

async function caller(request: Request) {
  return requestUser(await getPayloadClient(), request.headers)
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

/** The e-mail a password reset request names, if its body is JSON that names one. */
async function resetEmail(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json()
    const email = isPlainObject(body) ? body.email : undefined
    return typeof email === 'string' ? email.trim().toLowerCase() : null
  } catch {
    return null
  }
}

/**
 * Payload sends a reset e-mail for each request naming a CMS user: counted per client address
 * and per mailbox (under an HMAC of it, never the address) before Payload sees the request.
 */
async function throttledPasswordReset(request: Request, args: RestArgs, handler: RestHandler): Promise<Response> {
  const payload = await getPayloadClient()
  const limiter = rateLimiter(payload)
  const email = await resetEmail(request)
  const decisions = [await limiter.consume(CMS_PASSWORD_RESETS, requestClientIp(request.headers))]
  if (email) {
    decisions.push(
      await limiter.consume(
        CMS_PASSWORD_RESETS_PER_MAILBOX,
        mailboxCounter(payload.secret, 'cms-password-reset', email),
      ),
    )
  }
  const wait = Math.max(0, ...decisions.map((decision) => (decision.allowed ? 0 : decision.retryAfterSeconds)))
  if (wait > 0)
    return problem(429, 'Too many password reset requests. Try again later.', { 'retry-after': String(wait) })
  return handler(request, args)
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
 * Payload's REST handler behind what it does not do itself: a caller who is not signed in reaches
 * only the sign-in flows and media files (a 403 before Payload for anything else), a client
 * locked out by wrong keys gets a 429, sign-ins and password resets are throttled per client
 * address (resets per mailbox too), preferences belong to signed-in CMS users, and the few
 * requests Payload 3.90 still answers with a 500 (docs/payload-bugs.md) get a 4xx; its 501 for a
 * collection without endpoints becomes a 404.
 */
export const guardRest =
  (config: Promise<SanitizedConfig>, handler: RestHandler): RestHandler =>
  async (request, args) => {
    const { slug } = await args.params
    const route = slug.join('/')
    const isLogin = request.method === 'POST' && route === 'users/login'
    const refused = await lockedOut(request, isLogin)
    if (refused) return refused
    const anonymous = anonymousCmsCall(request.method, `/cms-api/${route}`)
    // Resolving the caller also counts a wrong key toward the lock-out, a write whose body the
    // front server withheld (no valid credential) included.
    const user = anonymous ? null : await caller(request)
    if (request.headers.has(BODY_WITHHELD_HEADER) || (!anonymous && !user)) return problem(403, NOT_ALLOWED)
    // Preferences are a CMS user's own document; the key's admin is no stored user to own one.
    if (slug[0] === PREFERENCES && user && isApiKeyAdmin(user))
      return problem(403, 'Preferences belong to a signed-in CMS user.')
    const rest = slug[0] === 'globals' ? slug.slice(2) : slug.slice(1)
    if (rest[0] === 'versions' && !versioned(await config, slug)) return problem(404, 'Not Found')
    // The CMS's own fields read lists by a POST whose form body is the query (Payload reads it as a GET).
    const readAsGet = request.headers.get('x-payload-http-method-override') === 'GET'
    const invalidBody =
      WRITES.has(request.method) && !readAsGet ? await bodyProblem(request, carriesData(request.method, slug)) : null
    if (invalidBody) return problem(invalidBody.status, invalidBody.message)
    const isPasswordReset = request.method === 'POST' && route === 'users/forgot-password'
    const response = isLogin
      ? await throttledLogin(request, args, handler)
      : isPasswordReset
        ? await throttledPasswordReset(request, args, handler)
        : await handler(request, args)
    if (response.status === 501) return problem(404, 'Not Found')
    return rest[0] === 'file' ? response : uncached(response)
  }

/**
 * Documents (leads, users, drafts) are answered per caller: no shared cache may keep one. Payload
 * sends no Cache-Control; its files keep their own.
 */
function uncached(response: Response): Response {
  if (response.headers.has('cache-control')) return response
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * HEAD answered as GET without its body. Next.js hands a HEAD to the GET handler, but Payload
 * matches its endpoints by method and has none for HEAD: a 404 for every file and document.
 */
export const headFromGet =
  (get: RestHandler): RestHandler =>
  async (request, args) => {
    const response = await get(new Request(request, { method: 'GET' }), args)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
