import type { IncomingMessage } from 'node:http'

import { apiKeyMatches } from '@/lib/api-key-match'
import { payloadTokenValid } from '@/server/payload-token'

/** What a request carries to sign in with: nothing, only what this server would refuse, or a valid credential. */
export type Credentials = 'none' | 'invalid' | 'valid'

const SESSION_COOKIE = 'payload-token='

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value)

const sessionTokens = (cookie: string | undefined): string[] =>
  (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(SESSION_COOKIE))
    .map((part) => part.slice(SESSION_COOKIE.length))

/**
 * Judges a request's credentials as the app will, before its body is read: the admin key
 * (`x-api-key`, or a bearer credential on /api/upload) compared in constant time, a CMS session
 * token (cookie, `JWT` or `Bearer`) by its signature and expiry. Any valid one is enough.
 */
export function requestCredentials(
  req: IncomingMessage,
  path: string,
  env: Record<string, string | undefined> = process.env,
): Credentials {
  const key = header(req.headers['x-api-key'])
  const authorization = header(req.headers.authorization)
  const tokens = sessionTokens(header(req.headers.cookie))
  if (key === undefined && authorization === undefined && tokens.length === 0) return 'none'
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]
  const jwt = /^JWT (.+)$/.exec(authorization ?? '')?.[1]
  const keys = path === '/api/upload' ? [key, bearer] : [key]
  const valid =
    keys.some((candidate) => apiKeyMatches(candidate, env.ADMIN_API_KEY)) ||
    [...tokens, bearer, jwt].some((token) => token !== undefined && payloadTokenValid(token, env.PAYLOAD_SECRET))
  return valid ? 'valid' : 'invalid'
}
