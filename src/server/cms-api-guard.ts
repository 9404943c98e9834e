import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionSlug, FlattenedField, SanitizedConfig } from 'payload'

import { isApiKeyAdmin } from '@/auth/admin-user'
import { API_KEY_HEADER, keyLockout, TOO_MANY_FAILED_ATTEMPTS } from '@/auth/api-key'
import { requestUser } from '@/auth/request-user'
import { BODY_WITHHELD_HEADER } from '@/contracts/body-limits'
import { existingIds } from '@/endpoints/records'
import type { IdType } from '@/lib/ids'
import { requestClientIp } from '@/lib/client-address'
import { mailboxCounter } from '@/lib/mailbox'
import { getPayloadClient } from '@/payload-client'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import {
  type Endpoint,
  fieldLookup,
  idProblem,
  invalidFieldValues,
  isPlainObject,
  queryProblem,
  type QueryRules,
  type Reference,
} from './cms-query'
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

/** Paths that describe the CMS itself: never answered to a caller who is not signed in. */
const SIGNED_IN_ONLY = new Set(['access', 'payload-migrations'])
const PREFERENCES = 'payload-preferences'

const problem = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })

type Target = {
  endpoints: Endpoint[]
  rest: string[]
  fields: FlattenedField[]
  versioned: boolean
  /** An upload collection: a multipart save may carry only its file. */
  upload: boolean
  /** Where an upload collection keeps its files on this server's disk (none with storage handlers). */
  staticDir: string | null
}

function endpointsFor(config: SanitizedConfig, slug: string[]): Target | null {
  const [first, second, ...rest] = slug
  const collection = first === 'globals' ? undefined : config.collections.find((candidate) => candidate.slug === first)
  const entity = collection ?? config.globals.find((candidate) => first === 'globals' && candidate.slug === second)
  if (!entity || !Array.isArray(entity.endpoints)) return null
  return {
    endpoints: entity.endpoints,
    rest: first === 'globals' || second === undefined ? rest : [second, ...rest],
    fields: entity.flattenedFields,
    versioned: Boolean(entity.versions),
    upload: Boolean(collection?.upload),
    staticDir: collection?.upload && !collection.upload.handlers?.length ? (collection.upload.staticDir ?? null) : null,
  }
}

/**
 * Whether a file an upload collection is asked for is missing from its folder. Payload answers
 * that with a 500 (and an error in the log) to anyone who names a file; a name outside the folder
 * it refuses itself with a 400.
 */
async function fileMissing(staticDir: string, filename: string): Promise<boolean> {
  const folder = path.resolve(staticDir)
  const file = path.resolve(folder, filename)
  if (!file.startsWith(folder + path.sep)) return false
  try {
    return !(await fs.stat(file)).isFile()
  } catch {
    return true
  }
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

const NOT_AN_OBJECT = 'The body must be a JSON object of the fields to save'
const NOT_AN_OBJECT_IN_FORM = 'The form field _payload must be a JSON object'
const NO_FIELDS_IN_FORM = "A save's form must carry its fields as a JSON object in _payload"
/** The methods whose body Payload reads. */
const WRITES = new Set(['POST', 'PATCH', 'PUT'])

type Refusal = { status: number; message: string }
/** The fields a body carries (null: none) and whether it carries a file, or why it is refused. */
type Sent = { data: Record<string, unknown> | null; file?: boolean } | Refusal

function objectIn(text: string, refusal: string): Sent {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    data = undefined
  }
  return isPlainObject(data) ? { data } : { status: 400, message: refusal }
}

/**
 * A multipart form as Payload reads it, whatever the write (the CMS's own forms, uploads, a
 * sign-in): its fields as JSON in `_payload`, its file in `file`. Payload answers a 500 for a form
 * it cannot parse, for `_payload` that is not JSON or sent twice, and for `file` sent as text (a
 * reference to a file uploaded elsewhere, which this site does not take). Its parser's own limits
 * (fields, files, sizes) it answers with a 413.
 */
async function formFields(request: Request): Promise<Sent> {
  const form = await multipartForm(request.clone())
  if (!form) return { status: 400, message: NOT_A_MULTIPART_FORM }
  const files = form.getAll('file')
  if (files.some((file) => typeof file === 'string')) return { status: 400, message: 'file must be a file, not text' }
  if (files.length > 1) return { status: 400, message: 'A save takes one file' }
  const sent = form.getAll('_payload')
  if (sent.length === 0) return { data: null, file: files.length === 1 }
  const [text] = sent
  return sent.length === 1 && typeof text === 'string'
    ? objectIn(text, NOT_AN_OBJECT_IN_FORM)
    : { status: 400, message: NOT_AN_OBJECT_IN_FORM }
}

/** The references no document answers, as problems (Payload would fail on them in the database). */
async function missingReferences(references: Reference[]): Promise<string[]> {
  const payload = await getPayloadClient()
  const existing = new Map<CollectionSlug, Set<string>>()
  for (const collection of new Set(references.map((reference) => reference.collection))) {
    const ids = references.filter((reference) => reference.collection === collection).map((reference) => reference.id)
    existing.set(collection, await existingIds(payload, collection, ids))
  }
  return references
    .filter((reference) => !existing.get(reference.collection)?.has(String(reference.id)))
    .map((reference) => `${reference.path}: no document in ${reference.collection} has the id ${reference.id}`)
}

/**
 * What is wrong with a write's body, or null. A form must be one Payload can read (formFields). A
 * save must also carry its fields, as a JSON object or a form's `_payload` (an upload may carry its
 * file alone): Payload fails in the database with a 500 on `null`, `12`, nothing at all, or a body
 * of another media type, which it leaves unread. And their values must suit their fields: a value
 * of the wrong type is stored converted, dropped, or (a date) stored and then breaks every read
 * (invalidFieldValues). The body was bounded by the front server before it reached here.
 */
async function bodyProblem(request: Request, target: Target, saves: boolean, idType: IdType): Promise<Refusal | null> {
  const [type] = (request.headers.get('content-type') ?? '').split(';', 1)
  const multipart = type.includes('multipart/')
  if (!multipart && !saves) return null
  const sent = multipart
    ? await formFields(request)
    : type === 'application/json'
      ? objectIn(await request.clone().text(), NOT_AN_OBJECT)
      : { status: 415, message: 'A save is sent as application/json or multipart/form-data' }
  if (!('data' in sent)) return sent
  if (!saves) return null
  if (!sent.data) return target.upload && sent.file ? null : { status: 400, message: NO_FIELDS_IN_FORM }
  const references: Reference[] = []
  const problems = invalidFieldValues(sent.data, target.fields, { idType, references })
  if (problems.length === 0 && references.length > 0) problems.push(...(await missingReferences(references)))
  return problems.length ? { status: 400, message: `Invalid field values: ${problems.join('; ')}` } : null
}

const PAYLOAD_OVERRIDE = 'x-payload-http-method-override'
const FORM_TYPE = 'application/x-www-form-urlencoded'

/**
 * Payload reads a POST carrying a method override of GET as a GET whose query is the body (the
 * CMS's relationship and upload fields send one, as a form). It is made that GET here, so its query
 * passes the same checks as any other; `X-HTTP-Method-Override`, which Payload also reads, other
 * overrides and other bodies are refused.
 */
async function withoutMethodOverride(request: Request): Promise<Request | Response> {
  if (request.headers.has('x-http-method-override'))
    return problem(400, 'X-HTTP-Method-Override is not accepted; send the method itself')
  const override = request.headers.get(PAYLOAD_OVERRIDE)
  if (override === null) return request
  if (request.method !== 'POST' || override !== 'GET')
    return problem(400, 'X-Payload-HTTP-Method-Override is accepted only as GET on a POST')
  if ((request.headers.get('content-type') ?? '').split(';', 1)[0].trim() !== FORM_TYPE)
    return problem(415, `A POST read as GET sends its query as ${FORM_TYPE}`)
  const url = new URL(request.url)
  const query = [url.search.slice(1), (await request.text()).replace(/^\?/, '')].filter(Boolean).join('&')
  url.search = query
  const headers = new Headers(request.headers)
  for (const name of [PAYLOAD_OVERRIDE, 'content-type', 'content-length']) headers.delete(name)
  return new Request(url, { method: 'GET', headers, signal: request.signal })
}

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
 * Payload's REST handler behind the checks it lacks: a client locked out by wrong keys gets a 429,
 * malformed queries and ids get a 4xx naming the problem (Payload would fail in the database with
 * a 500), as do saves whose data is not an object or holds a value of the wrong type, versions of
 * what keeps none, and files that are not on the disk (a 404 where Payload says 500); the CMS's
 * own descriptions are refused to anonymous callers and preferences to all but signed-in CMS
 * users, sign-ins and password resets are throttled per client address (resets per mailbox too), and Payload's 501 for a collection without
 * endpoints becomes a 404.
 */
export const guardRest =
  (config: Promise<SanitizedConfig>, handler: RestHandler): RestHandler =>
  async (sent, args) => {
    const request = await withoutMethodOverride(sent)
    if (request instanceof Response) return request
    const { slug } = await args.params
    const isLogin = request.method === 'POST' && slug.join('/') === 'users/login'
    const refused = await lockedOut(request, isLogin)
    if (refused) return refused
    // The front server found no valid credential on this write and kept its body back.
    if (request.headers.has(BODY_WITHHELD_HEADER)) {
      await caller(request)
      return problem(403, 'You are not allowed to perform this action.')
    }
    const sanitized = await config
    const { db } = await getPayloadClient()
    const idType: IdType = db.defaultIDType === 'number' ? 'number' : 'text'
    const invalidQuery = queryProblem(new URL(request.url).search, queryRules(sanitized, slug[0], idType, db.name))
    if (invalidQuery) return problem(400, invalidQuery)
    if (SIGNED_IN_ONLY.has(slug[0]) && !(await caller(request))) {
      return problem(403, 'You are not allowed to perform this action.')
    }
    // Preferences are a CMS user's own document; the key's admin is no stored user to own one.
    if (slug[0] === PREFERENCES) {
      const user = await caller(request)
      if (!user || isApiKeyAdmin(user)) return problem(403, 'Preferences belong to a signed-in CMS user.')
    }
    const target = endpointsFor(sanitized, slug)
    if (target) {
      const invalidId = idProblem(target.endpoints, request.method, target.rest, idType)
      if (invalidId) return problem(404, invalidId)
      if (!target.versioned && target.rest[0] === 'versions') return problem(404, 'Not Found')
      const [, filename] = target.rest
      if (target.staticDir && target.rest[0] === 'file' && filename && (await fileMissing(target.staticDir, filename)))
        return problem(404, 'Not Found')
      const invalidBody = WRITES.has(request.method)
        ? await bodyProblem(request, target, carriesData(request.method, slug), idType)
        : null
      if (invalidBody) return problem(invalidBody.status, invalidBody.message)
    }
    const isPasswordReset = request.method === 'POST' && slug.join('/') === 'users/forgot-password'
    const response = isLogin
      ? await throttledLogin(request, args, handler)
      : isPasswordReset
        ? await throttledPasswordReset(request, args, handler)
        : await handler(request, args)
    if (response.status === 501) return problem(404, 'Not Found')
    return target?.rest[0] === 'file' ? response : uncached(response)
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
