import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

export const API_KEY_HEADER = 'x-api-key'
export const MAX_API_KEY_LENGTH = 512

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Compares a candidate with ADMIN_API_KEY in constant time (both sides hashed to equal length). */
export function apiKeyMatches(candidate: unknown, expected = process.env.ADMIN_API_KEY): boolean {
  if (typeof candidate !== 'string' || !expected) return false
  const key = candidate.trim()
  if (key.length === 0 || key.length > MAX_API_KEY_LENGTH) return false
  return timingSafeEqual(digest(key), digest(expected))
}

/** Wrong keys per client: 10 in 15 minutes, then every attempt is refused until the window passes. */
export const API_KEY_FAILURES: RateRule = { name: 'api-key-failures', limit: 10, windowMs: 15 * 60 * 1000 }

export const TOO_MANY_FAILED_ATTEMPTS = 'Too many failed attempts. Try again later.'

export type KeyCheck = { status: 'valid' } | { status: 'invalid' } | { status: 'locked'; retryAfterSeconds: number }

/**
 * Checks a key from a client against the brute-force limit shared by every instance. The attempt
 * is counted BEFORE the key is compared, so concurrent guesses can never get more than 10
 * comparisons; a right key gives its attempt back. A locked-out client is refused even with the
 * right key until its window ends.
 */
export async function checkApiKey(payload: Payload, candidate: unknown, client: string): Promise<KeyCheck> {
  const limiter = rateLimiter(payload)
  const decision = await limiter.consume(API_KEY_FAILURES, client)
  if (!decision.allowed) return { status: 'locked', retryAfterSeconds: decision.retryAfterSeconds }
  if (!apiKeyMatches(candidate)) return { status: 'invalid' }
  await limiter.refund(API_KEY_FAILURES, client)
  return { status: 'valid' }
}
