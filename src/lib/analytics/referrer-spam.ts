import list from './data/referrer-spam.json'

/** Matomo's community referrer-spam list (public domain), refreshed by scripts/refresh-referrer-spam.ts. */
const SPAM_HOSTS = new Set(list.hosts)

/** Whether a referrer host, or a domain it belongs to (x.spam.example → spam.example), is a known spammer. */
export function isSpamReferrer(host: string): boolean {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.')
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (SPAM_HOSTS.has(labels.slice(start).join('.'))) return true
  }
  return false
}
