import type { Payload } from 'payload'

import { requestClientIp } from '@/lib/client-address'
import type { HeldReason } from '@/contracts/held-leads'
import { TRAP_FIELDS } from '@/lib/spam-traps'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { ApiError, invalidFieldsError, jsonResponse, readJson } from './http'

/**
 * Spam defences of the public forms (contact inquiry, assessment). A form sends, besides its
 * fields, the hidden traps of src/lib/spam-traps.ts and `formStartTime`, the time in
 * milliseconds (Date.now()) at which the form was shown.
 */
/** People take longer than this to fill a form in. */
const MIN_FILL_MS = 3000
const SUBMISSION_LIMIT = 5
const SUBMISSION_WINDOW_MS = 10 * 60 * 1000

const isFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== false && String(value).trim() !== ''

/** formStartTime as epoch milliseconds (a number, digits or an ISO date), or null. */
export function formStartMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text)
  return Number.isFinite(ms) ? ms : null
}

/**
 * Why a submission looks like a bot's, or null: a filled trap, or a form start time that is
 * missing (or unreadable), in the future or under 3 s ago. `humanPaced`: the form was opened from
 * something a person had to do first (a signed results link), which stands in for its timing.
 */
export function spamReason(
  body: Record<string, unknown>,
  now = Date.now(),
  { humanPaced = false }: { humanPaced?: boolean } = {},
): HeldReason | null {
  if (TRAP_FIELDS.some((field) => isFilled(body[field]))) return 'trap'
  if (humanPaced) return null
  const start = formStartMs(body.formStartTime)
  if (start === null) return 'no_start_time'
  return start > now || now - start < MIN_FILL_MS ? 'too_fast' : null
}

/** A suspected bot is told its submission went through, so it learns nothing; it was stored as held. */
export const spamAnswer = () => jsonResponse({ success: true })

const submissionRule = (form: 'contact' | 'assessment'): RateRule => ({
  name: `submissions:${form}`,
  limit: SUBMISSION_LIMIT,
  windowMs: SUBMISSION_WINDOW_MS,
})

/** At most 5 submissions of a form per client in 10 minutes on all instances, counted before anything is read. */
async function limitSubmissions(request: Request, payload: Payload, form: 'contact' | 'assessment'): Promise<void> {
  const limiter = rateLimiter(payload)
  const decision = await limiter.consume(submissionRule(form), requestClientIp(request.headers))
  if (!decision.allowed) {
    throw new ApiError(429, 'Too many submissions. Please try again later.', {
      'retry-after': String(decision.retryAfterSeconds),
    })
  }
}

/** The spam checks on a parsed body: a plain object, or it is not a form submission at all. */
export function asFormBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidFieldsError(['body'])
  }
  return body as Record<string, unknown>
}

/** A public form's body and why it looks like a bot's (null: a person's). */
export type ScreenedSubmission = { body: Record<string, unknown>; reason: HeldReason | null }

/**
 * A public form's submission screened once, in order: the client's rate limit, the body read
 * (at most `bytes`, a JSON object), then the spam checks. `humanPaced` says, from the body,
 * whether the form was opened from something a person had to do first (see spamReason).
 */
export async function screenSubmission(
  request: Request,
  payload: Payload,
  form: 'contact' | 'assessment',
  { bytes, humanPaced }: { bytes: number; humanPaced?: (body: Record<string, unknown>) => Promise<boolean> },
): Promise<ScreenedSubmission> {
  await limitSubmissions(request, payload, form)
  const body = asFormBody(await readJson(request, bytes))
  const paced = humanPaced ? await humanPaced(body) : false
  return { body, reason: spamReason(body, Date.now(), { humanPaced: paced }) }
}
