/**
 * The mailbox key and the results-path mask the migrations of 7 Dec 2026 ran with, copied as they
 * were (src/lib/mailbox.ts and src/lib/secret-paths.ts keep them since).
 */

export function mailboxKey(address: string): string {
  const email = address.trim().toLowerCase()
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  const typedDomain = email.slice(at + 1)
  const domain = typedDomain === 'googlemail.com' ? 'gmail.com' : typedDomain
  const untagged = email.slice(0, at).replace(/\+.*$/, '')
  const local = domain === 'gmail.com' ? untagged.replaceAll('.', '') : untagged
  return `${local}@${domain}`
}

/** `/assessment/results/<token>…` as `/assessment/results/:token…`. */
export const maskSecretPath = (path: string): string =>
  path.replace(/^\/assessment\/results\/[^/?#]+/, '/assessment/results/:token')
