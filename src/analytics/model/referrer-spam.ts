import { boundedMemo } from '@/lib/memo'

import list from './data/referrer-spam.json'

/** Matomo's community referrer-spam list (public domain), refreshed by scripts/refresh-referrer-spam.ts. */
const SPAM_HOSTS = new Set(list.hosts)

/**
 * Whether a referrer host, or a domain it belongs to (x.spam.example → spam.example), is a known
 * spammer. Kept per host (bounded): every event with a referrer asks, and the same hosts recur.
 */
export const isSpamReferrer = boundedMemo(1000, (host: string): boolean => {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.')
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (SPAM_HOSTS.has(labels.slice(start).join('.'))) return true
  }
  return false
})
