import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { type RateDecision, rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

export const API_KEY_HEADER = 'x-api-key'
const MAX_API_KEY_LENGTH = 512

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Compares a candidate with ADMIN_API_KEY in constant time (both sides hashed to equal length). */
export function apiKeyMatches(candidate: unknown, expected = process.env.ADMIN_API_KEY): boolean {
  if (typeof candidate !== 'string' || !expected) return false
  const key = candidate.trim()
  if (key.length === 0 || key.length > MAX_API_KEY_LENGTH) return false
  return timingSafeEqual(digest(key), digest(expected))
}

/** Wrong keys per client: 10 in 15 minutes, then every attempt is refused until the window passes. */
const API_KEY_FAILURES: RateRule = { name: 'api-key-failures', limit: 10, windowMs: 15 * 60 * 1000 }

export const TOO_MANY_FAILED_ATTEMPTS = 'Too many failed attempts. Try again later.'

type KeyCheck = { status: 'valid' } | { status: 'invalid' } | { status: 'locked'; retryAfterSeconds: number }

const locked = (decision: RateDecision): KeyCheck | null =>
  decision.allowed ? null : { status: 'locked', retryAfterSeconds: decision.retryAfterSeconds }

/**
 * Checks a key from a client against the brute-force limit shared by every instance. Only wrong
 * keys are counted (one atomic write that numbers them, so of any number of concurrent wrong keys
 * only the first 10 are answered 401, the rest 429); a right key costs one read of that count and
 * no write. A locked-out client is refused even with the right key until its window ends. The
 * price of not counting right keys first: a right key is compared before the failures sent
 * beside it are recorded, so a client may test up to 10 keys plus as many as it has in flight at
 * once per window, immaterial against a random key of production length.
 */
export function checkApiKey(payload: Payload, candidate: unknown, client: string): Promise<KeyCheck> {
  return checkCredential(payload, apiKeyMatches(candidate), client)
}

/** The same limit for a credential the caller compared (the key, or METRICS_TOKEN as a bearer token). */
export async function checkCredential(payload: Payload, matches: boolean, client: string): Promise<KeyCheck> {
  const limiter = rateLimiter(payload)
  if (matches) return locked(await limiter.peek(API_KEY_FAILURES, client)) ?? { status: 'valid' }
  return locked(await limiter.consume(API_KEY_FAILURES, client)) ?? { status: 'invalid' }
}

/** When the client is locked out of key checks, how long it must wait; null when it is not. */
export async function keyLockout(payload: Payload, client: string): Promise<number | null> {
  const decision = await rateLimiter(payload).peek(API_KEY_FAILURES, client)
  return decision.allowed ? null : decision.retryAfterSeconds
}
