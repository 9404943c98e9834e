/** The admin key's one entry in localStorage, named api-key. */
const API_KEY_STORAGE_NAME = 'api-key'

const storage = () => (typeof window === 'undefined' ? null : window.localStorage)

export const readStoredKey = (): string | null => storage()?.getItem(API_KEY_STORAGE_NAME) ?? null
export const storeKey = (key: string) => storage()?.setItem(API_KEY_STORAGE_NAME, key)
export const clearStoredKey = () => storage()?.removeItem(API_KEY_STORAGE_NAME)

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
