import { createHmac } from 'node:crypto'

/** Providers that deliver `a.b@` and `ab@` to one inbox (googlemail.com is gmail.com). */
const DOTS_IGNORED = new Set(['gmail.com'])
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' }

/**
 * The one key of a mailbox however its address is spelled: case, surrounding space, a `+tag`
 * (any domain) and, where the provider ignores them, dots in the local part make no difference.
 * It keys every per-recipient rule; mail still goes to the address as typed.
 */
export function mailboxKey(address: string): string {
  const email = address.trim().toLowerCase()
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  const typedDomain = email.slice(at + 1)
  const domain = DOMAIN_ALIASES[typedDomain] ?? typedDomain
  const untagged = email.slice(0, at).replace(/\+.*$/, '')
  const local = DOTS_IGNORED.has(domain) ? untagged.replaceAll('.', '') : untagged
  return `${local}@${domain}`
}

/** Every spelling of a domain that delivers to the same mailboxes (gmail.com and googlemail.com). */
export function domainSpellings(domain: string): string[] {
  const typed = domain.trim().toLowerCase()
  const canonical = DOMAIN_ALIASES[typed] ?? typed
  return [canonical, ...Object.keys(DOMAIN_ALIASES).filter((alias) => DOMAIN_ALIASES[alias] === canonical)]
}

/** A per-mailbox counter's key holding no address: an HMAC of the mailbox under the server's secret. */
export const mailboxCounter = (secret: string, purpose: string, address: string): string =>
  createHmac('sha256', secret)
    .update(`${purpose}:${mailboxKey(address)}`)
    .digest('hex')
    .slice(0, 32)
