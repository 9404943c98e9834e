/** The admin key's one entry in localStorage, named api-key. */
export const API_KEY_STORAGE_NAME = 'api-key'

const storage = () => (typeof window === 'undefined' ? null : window.localStorage)

export const readStoredKey = (): string | null => storage()?.getItem(API_KEY_STORAGE_NAME) ?? null
export const storeKey = (key: string) => storage()?.setItem(API_KEY_STORAGE_NAME, key)
export const clearStoredKey = () => storage()?.removeItem(API_KEY_STORAGE_NAME)
