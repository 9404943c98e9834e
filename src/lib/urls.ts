/**
 * Which addresses may be stored and shown as links. Browsers ignore tabs and newlines inside a
 * URL and read a backslash as a slash, so `java\tscript:` is javascript: and `/\evil.example`
 * is another site: both are refused.
 */

const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/

/** An absolute http(s) address, e.g. a LinkedIn profile or a link the dashboard renders. */
export function isWebUrl(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value)) return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A path on this site: one leading slash, never `//` or `/\` (both mean another host). */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])/.test(value) && !UNSAFE_CHARACTERS.test(value)

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * A path on this site as a `Location` value: a header carries bytes, so every character outside
 * printable ASCII is percent-encoded (UTF-8), and nothing else changes (no normalising that could
 * turn `/.//host` into `//host`).
 */
export const locationOf = (path: string): string =>
  path.replace(LONE_SURROGATE, '\uFFFD').replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run))

/** An absolute https:// address, e.g. a partner's scheduling page (a booking link is never sent over http). */
export const isHttpsUrl = (value: string): boolean => isWebUrl(value) && new URL(value).protocol === 'https:'

/** An image: an http(s) address or a path on this site (what POST /api/upload answers). */
export const isImageUrl = (value: string): boolean => isWebUrl(value) || isSitePath(value)

/**
 * A visitor's website is free text ("acme.com" is fine), but one that names a scheme must name
 * http or https: `javascript:` or `data:` is never stored.
 */
export function isSafeWebsiteText(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]
  if (!scheme || scheme.includes('.')) return true
  return isWebUrl(value.trim())
}

/** A host name compared as a site: lowercase, without www. and port. */
export const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/:\d+$/, '')
