import { MAX_EVENT_BODY_BYTES } from './analytics-event'
import { ADMIN_VALIDATE_BODY_BYTES, KEY_REQUIRED } from './api-key'
import { BLOG_POST_BODY_BYTES } from './blog-posts'
import { INBOUND_EMAIL_MAX_BYTES, INBOUND_EMAIL_ROUTE, INBOUND_EMAIL_TOO_LARGE } from './inbound-email'
import { CONTACT_BODY_BYTES } from './inquiries'
import { JSON_BODY_BYTES } from './fields'
import { NEWSLETTER_BODY_BYTES } from './newsletter'
import { TEAM_MEMBER_BODY_BYTES } from './team-members'
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from './uploads'

/**
 * How large a request body may be, per route: the one table the front server enforces while the
 * body streams in, before Next.js or Payload buffer or parse anything. The route handlers check
 * the same limits again (they can be called without the front server, e.g. in tests).
 */

const KB = 1024
const MB = 1024 * KB

/** Room for the multipart boundaries, part headers and small fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * KB
/** Payload's REST API and the CMS's server functions: documents with rich text, never files. */
const MAX_CMS_BODY_BYTES = 2 * MB

type BodyRule = { maxBytes: number; tooLarge: string }

const rule = (maxBytes: number, tooLarge = 'Request body is too large'): BodyRule => ({ maxBytes, tooLarge })

const uploadRule = rule(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, UPLOAD_TOO_LARGE)

/** First match wins; a path matches a prefix when it equals it or continues with `/`. */
const API_RULES: [prefix: string, rule: BodyRule][] = [
  ['/api/events', rule(MAX_EVENT_BODY_BYTES, `Event body must be at most ${MAX_EVENT_BODY_BYTES} bytes`)],
  ['/api/admin/validate', rule(ADMIN_VALIDATE_BODY_BYTES)],
  ['/api/contact', rule(CONTACT_BODY_BYTES)],
  ['/api/team-members', rule(TEAM_MEMBER_BODY_BYTES)],
  ['/api/blog/posts', rule(BLOG_POST_BODY_BYTES)],
  ['/api/newsletter', rule(NEWSLETTER_BODY_BYTES)],
  ['/api/upload', uploadRule],
  [INBOUND_EMAIL_ROUTE, rule(INBOUND_EMAIL_MAX_BYTES, INBOUND_EMAIL_TOO_LARGE)],
  ['/cms-api/media', uploadRule],
  ['/cms-api', rule(MAX_CMS_BODY_BYTES)],
  ['/cms', rule(MAX_CMS_BODY_BYTES)],
  ['/api', rule(JSON_BODY_BYTES)],
]

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The limit for a request body sent to `path`; pages and everything else get the JSON default. */
export function bodyRule(path: string): BodyRule {
  return API_RULES.find(([prefix]) => matches(path, prefix))?.[1] ?? rule(JSON_BODY_BYTES)
}

/**
 * Payload's REST calls open to a caller who is not signed in: the sign-in, session and password
 * flows, and media files. Everything else under `/cms-api` is refused before Payload.
 */
const ANONYMOUS_CMS_CALLS: [methods: string[], path: RegExp][] = [
  [['POST'], /^\/cms-api\/users\/(login|logout|refresh-token|forgot-password|reset-password|first-register|unlock)$/],
  [['POST'], /^\/cms-api\/users\/verify\/[^/]+$/],
  [['GET', 'HEAD'], /^\/cms-api\/users\/(me|init)$/],
  [['GET', 'HEAD'], /^\/cms-api\/media\/file\/[^/]+$/],
]

/** Whether a call to `path` (from `/cms-api/`) needs no signed-in caller. */
export function anonymousCmsCall(method: string | undefined, path: string): boolean {
  const trimmed = path.replace(/\/+$/, '')
  return ANONYMOUS_CMS_CALLS.some(
    ([methods, pattern]) => methods.includes(method?.toUpperCase() ?? '') && pattern.test(trimmed),
  )
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Set by the front server (and only by it) on a write whose credentials it found invalid: the
 * body was thrown away unread, and the app answers from the credentials alone.
 */
export const BODY_WITHHELD_HEADER = 'x-body-withheld'

type Refusal = { status: number; message: string }

/**
 * How a write without valid credentials is refused before its body is read, or null when it
 * needs none: any write to `/cms-api` but the sign-in flows, and an upload to `/api/upload`.
 */
export function credentialsRequired(method: string | undefined, path: string): Refusal | null {
  if (!WRITE_METHODS.has(method?.toUpperCase() ?? '')) return null
  if (matches(path, '/api/upload')) return { status: 401, message: KEY_REQUIRED }
  if (!matches(path, '/cms-api')) return null
  return anonymousCmsCall(method, path) ? null : { status: 403, message: 'You are not allowed to perform this action.' }
}
