import type { Payload, TypedUser } from 'payload'
import { randomBytes, randomUUID } from 'node:crypto'

import {
  funnelBody,
  goalBody,
  MAX_FUNNELS,
  MAX_GOALS,
  MAX_SEGMENTS,
  MAX_SHARES,
  segmentBody,
  segmentPatch,
  shareBody,
} from '@/contracts/analytics-saved'
import { definitionStore } from '@/analytics/store'
import type { Definition, DefinitionKind } from '@/analytics/store/definitions'
import { funnelOf, goalOf, segmentOf, sharePath, shareOf } from '@/analytics/saved'
import { forgetEventNames } from '@/analytics/event-names'
import {
  hashSharePassword,
  SHARE_COOKIE,
  SHARE_COOKIE_MAX_AGE_S,
  shareCookieValue,
  sharePasswordMatches,
} from '@/analytics/shares'
import { requestClientIp } from '@/lib/client-address'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { requireAdmin, requireLeadWorker, type Caller } from '@/http/auth'
import { ApiError, invalidFieldsError, jsonResponse, readJson, type IdContext, type PayloadContext } from '@/http/http'

const LIMITS: Record<DefinitionKind, { max: number; noun: string }> = {
  segment: { max: MAX_SEGMENTS, noun: 'segments' },
  goal: { max: MAX_GOALS, noun: 'goals' },
  funnel: { max: MAX_FUNNELS, noun: 'funnels' },
  share: { max: MAX_SHARES, noun: 'shared links' },
}

const notFound = (kind: DefinitionKind) => new ApiError(404, `No such ${kind}`)

/** Who saved it, as the list shows it: the staff member's name or e-mail, or the admin key. */
const savedBy = (user: { email?: string | null; name?: unknown }) =>
  typeof user.name === 'string' && user.name ? user.name : (user.email ?? 'staff')

async function create(
  { payload, user }: Caller & { user: TypedUser },
  kind: DefinitionKind,
  body: Record<string, unknown>,
  name: string,
  id: string = randomUUID(),
) {
  const at = new Date().toISOString()
  const definition: Definition = { id, kind, name, body, createdBy: savedBy(user), createdAt: at, updatedAt: at }
  const { max, noun } = LIMITS[kind]
  if (!(await definitionStore(payload).create(definition, max)))
    throw new ApiError(409, `At most ${max} ${noun} may be saved: delete one first`)
  return definition
}

async function list(request: Request, payload: Payload, kind: DefinitionKind, admin = false) {
  await (admin ? requireAdmin(request, payload) : requireLeadWorker(request, payload))
  return definitionStore(payload).list(kind)
}

async function remove(
  request: Request,
  { payload, params }: PayloadContext<IdContext>,
  kind: DefinitionKind,
  admin = false,
) {
  await (admin ? requireAdmin(request, payload) : requireLeadWorker(request, payload))
  const { id } = await params
  if (!(await definitionStore(payload).delete(kind, id))) throw notFound(kind)
  return new Response(null, { status: 204 })
}

// Segments ----------------------------------------------------------------------------------------

export async function listSegments(request: Request, { payload }: PayloadContext): Promise<Response> {
  return jsonResponse((await list(request, payload, 'segment')).map(segmentOf))
}

export async function createSegment(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const { name, filters } = segmentBody.parse(await readJson(request))
  return jsonResponse(segmentOf(await create(caller, 'segment', { filters }, name)), 201)
}

export async function updateSegment(
  request: Request,
  { payload, params }: PayloadContext<IdContext>,
): Promise<Response> {
  await requireLeadWorker(request, payload)
  const patch = segmentPatch.parse(await readJson(request))
  const { id } = await params
  const store = definitionStore(payload)
  const current = await store.get('segment', id)
  if (!current) throw notFound('segment')
  const name = patch.name ?? current.name
  const body = { filters: patch.filters ?? current.body.filters }
  const at = new Date().toISOString()
  if (!(await store.update('segment', id, name, body, at))) throw notFound('segment')
  return jsonResponse(segmentOf({ ...current, name, body, updatedAt: at }))
}

export const deleteSegment = (request: Request, context: PayloadContext<IdContext>) =>
  remove(request, context, 'segment')

// Goals -------------------------------------------------------------------------------------------

export async function listGoals(request: Request, { payload }: PayloadContext): Promise<Response> {
  return jsonResponse((await list(request, payload, 'goal')).map(goalOf))
}

export async function createGoal(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const { name, ...body } = goalBody.parse(await readJson(request))
  const goal = goalOf(await create(caller, 'goal', body, name))
  await forgetEventNames()
  return jsonResponse(goal, 201)
}

export async function deleteGoal(request: Request, context: PayloadContext<IdContext>): Promise<Response> {
  const response = await remove(request, context, 'goal')
  await forgetEventNames()
  return response
}

// Funnels -----------------------------------------------------------------------------------------

export async function listFunnels(request: Request, { payload }: PayloadContext): Promise<Response> {
  return jsonResponse((await list(request, payload, 'funnel')).map(funnelOf))
}

export async function createFunnel(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const { name, steps } = funnelBody.parse(await readJson(request))
  return jsonResponse(funnelOf(await create(caller, 'funnel', { steps }, name)), 201)
}

export const deleteFunnel = (request: Request, context: PayloadContext<IdContext>) => remove(request, context, 'funnel')

// Shared links (admin only: a link shows the firm's traffic to anyone holding it) ------------------

export async function listShares(request: Request, { payload }: PayloadContext): Promise<Response> {
  return jsonResponse((await list(request, payload, 'share', true)).map(shareOf))
}

export async function createShare(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireAdmin(request, payload)
  const { name, segment, password } = shareBody.parse(await readJson(request))
  const saved = segment === undefined ? null : await definitionStore(caller.payload).get('segment', segment)
  if (segment !== undefined && !saved) throw invalidFieldsError(['segment'])
  // The segment's filters are copied: editing or deleting the segment later never widens what the link shows.
  const body: Record<string, unknown> = { filters: saved?.body.filters ?? {} }
  if (segment !== undefined) body.segment = segment
  if (password !== undefined) body.passwordHash = await hashSharePassword(password)
  // The id is the link's secret: 128 random bits, unguessable.
  const share = shareOf(await create(caller, 'share', body, name, randomBytes(16).toString('base64url')))
  return jsonResponse({ id: share.id, url: share.url }, 201)
}

export const deleteShare = (request: Request, context: PayloadContext<IdContext>) =>
  remove(request, context, 'share', true)

/** Password guesses one client may make per link in 15 minutes. */
const UNLOCK_RULE: RateRule = { name: 'analytics-share:unlock', limit: 10, windowMs: 15 * 60 * 1000 }

const unlockPage = (id: string, status: number, message: string) =>
  new Response(
    `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Shared analytics</title><main style="font:16px system-ui;max-width:28rem;margin:4rem auto;padding:0 1rem"><h1>Shared analytics</h1><p role="alert">${message}</p><form method="post" action="/api/analytics/shares/${encodeURIComponent(id)}/unlock"><label for="password">Password</label><br><input id="password" name="password" type="password" required autocomplete="current-password"> <button type="submit">Open</button></form></main>`,
    {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      },
    },
  )

/**
 * POST /api/analytics/shares/{id}/unlock (anyone; form field `password`): the right password sets the
 * link's cookie and goes back to it (303); a wrong one is a 401 after the same scrypt work as a right
 * one (an unknown link or one without a password too, against a decoy), then 404 for an unknown link.
 */
export async function unlockShare(request: Request, { payload, params }: PayloadContext<IdContext>): Promise<Response> {
  const { id } = await params
  const decision = await rateLimiter(payload).consume(UNLOCK_RULE, `${requestClientIp(request.headers)}:${id}`)
  if (!decision.allowed)
    return new Response('Too many attempts: try again later', {
      status: 429,
      headers: { 'retry-after': String(decision.retryAfterSeconds), 'content-type': 'text/plain; charset=utf-8' },
    })
  const form = await request.formData().catch(() => null)
  const password = form?.get('password')
  const share = await definitionStore(payload).get('share', id)
  const hash = typeof share?.body.passwordHash === 'string' ? share.body.passwordHash : null
  const right = await sharePasswordMatches(typeof password === 'string' ? password.slice(0, 200) : '', hash)
  if (!share) throw notFound('share')
  if (!right || hash === null) return unlockPage(id, 401, 'Wrong password.')
  const cookie = [
    `${SHARE_COOKIE}=${shareCookieValue(payload.secret, id, hash)}`,
    `Path=${sharePath(id)}`,
    `Max-Age=${SHARE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(process.env.NODE_ENV === 'production' ? ['Secure'] : []),
  ].join('; ')
  return new Response(null, { status: 303, headers: { location: sharePath(id), 'set-cookie': cookie } })
}
