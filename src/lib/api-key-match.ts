import { createHash, timingSafeEqual } from 'node:crypto'

const MAX_API_KEY_LENGTH = 512

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Compares a candidate with ADMIN_API_KEY in constant time (both sides hashed to equal length). */
export function apiKeyMatches(candidate: unknown, expected = process.env.ADMIN_API_KEY): boolean {
  if (typeof candidate !== 'string' || !expected) return false
  const key = candidate.trim()
  if (key.length === 0 || key.length > MAX_API_KEY_LENGTH) return false
  return timingSafeEqual(digest(key), digest(expected))
}
