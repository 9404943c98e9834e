/**
 * The admin key: in this tab's sessionStorage (named api-key), so a reload keeps the admin signed
 * in but the key ends with the tab and never sits in localStorage, where any page of the site
 * could read it at any later time. docs/security.md says why.
 */
const API_KEY_STORAGE_NAME = 'api-key'
/** Not a secret: tells the site's tracker (public/tracker.js) that this browser is staff's. */
const STAFF_MARKER = 'lcp_staff'

const browser = () => (typeof window === 'undefined' ? null : window)

/** A key an earlier version kept in localStorage moves to this tab, and leaves localStorage. */
function keyFromLocalStorage(local: Storage): string | null {
  const key = local.getItem(API_KEY_STORAGE_NAME)
  if (key !== null) local.removeItem(API_KEY_STORAGE_NAME)
  return key
}

export function readStoredKey(): string | null {
  const window = browser()
  if (!window) return null
  const stored = window.sessionStorage.getItem(API_KEY_STORAGE_NAME)
  if (stored !== null) return stored
  const moved = keyFromLocalStorage(window.localStorage)
  if (moved !== null) storeKey(moved)
  return moved
}

export function storeKey(key: string): void {
  const window = browser()
  window?.sessionStorage.setItem(API_KEY_STORAGE_NAME, key)
  window?.localStorage.setItem(STAFF_MARKER, '1')
}

export function clearStoredKey(): void {
  const window = browser()
  window?.sessionStorage.removeItem(API_KEY_STORAGE_NAME)
  window?.localStorage.removeItem(STAFF_MARKER)
}

/**
 * Signed in with a CMS account instead of the key: the session cookie goes with every call, so a
 * call that needs the key may be sent without one. Kept in memory only; the cookie is the truth.
 */
let cmsSession = false
export const setCmsSession = (signedIn: boolean) => {
  cmsSession = signedIn
}
/** The key is stored, or a CMS session stands in for it. */
export const hasCredentials = (): boolean => cmsSession || readStoredKey() !== null
