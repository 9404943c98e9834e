import { isSitePath, isWebUrl } from './urls'

/**
 * Rules of the redirects editors keep in the CMS: what a `from` may be, and which redirects would
 * make a visitor's browser go round in circles or through more than one hop.
 */

/** The permanent kinds a redirect may answer with (a 308 keeps a form's method). */
export const REDIRECT_STATUSES = ['301', '308'] as const

/** A redirect's `from` as the front server compares it: no trailing slash (but the root), no query or fragment. */
export function redirectFromPath(value: string): string | null {
  const path = value.trim()
  if (!isSitePath(path) || /[?#\s]/.test(path)) return null
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** The path on this site a target names (a site path, or an address on `siteOrigin`); null for another site. */
export function sitePathOf(target: string, siteOrigin: string): string | null {
  if (isSitePath(target)) return redirectFromPath(target.split(/[?#]/)[0] ?? target)
  if (!isWebUrl(target)) return null
  const url = new URL(target)
  return url.origin === new URL(siteOrigin).origin ? redirectFromPath(url.pathname) : null
}

export type RedirectDraft = {
  /** Normalised `from` (redirectFromPath). */
  from: string
  /** The target's path on this site, or null when it is another site's address. */
  toPath: string | null
}

/** Another stored redirect (this one excluded), as a path it answers and the path it sends to. */
export type StoredRedirect = { from: string; toPath: string | null }

/** Why the redirect may not be saved, in words for the editor; null when it may. */
export function redirectRefusal(
  draft: RedirectDraft,
  others: readonly StoredRedirect[],
  servesPage: (path: string) => boolean,
): string | null {
  if (servesPage(draft.from)) return `${draft.from} is a page of this site: a redirect would hide it`
  if (draft.toPath === draft.from) return `${draft.from} would redirect to itself`
  if (draft.toPath !== null) {
    const onward = others.find((other) => other.from === draft.toPath)
    if (onward?.toPath === draft.from)
      return `${draft.toPath} already redirects to ${draft.from}: this redirect would make a loop`
    if (onward)
      return `${draft.toPath} redirects on to ${onward.toPath ?? 'another site'}: point this redirect at the final address (one hop at most)`
  }
  const into = others.find((other) => other.toPath === draft.from)
  if (into)
    return `the redirect from ${into.from} leads to ${draft.from}: redirecting it again would make a chain (or a loop)`
  return null
}
