import { useMemo, useSyncExternalStore } from 'react'

/**
 * Values kept in the tab's session storage: the questionnaire's draft. A copy in memory keeps the
 * page working when the browser refuses storage (private modes, quotas).
 */
export const DRAFT_KEY = 'assessment-draft'

const memory = new Map<string, string | null>()
const listeners = new Set<() => void>()

function readSession(key: string): string | null {
  if (!memory.has(key)) {
    try {
      memory.set(key, window.sessionStorage.getItem(key))
    } catch {
      memory.set(key, null)
    }
  }
  return memory.get(key) ?? null
}

/** Stores a value as JSON (null removes it) and re-renders every reader. */
export function writeSession(key: string, value: unknown): void {
  const raw = value === null ? null : JSON.stringify(value)
  memory.set(key, raw)
  try {
    if (raw === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, raw)
  } catch {
    // The in-memory copy still serves this page view.
  }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

/** The stored value checked by `parse`; null before hydration and when absent or malformed. */
export function useSessionValue<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readSession(key),
    () => null,
  )
  return useMemo(() => (raw === null ? null : parse(parseJson(raw))), [raw, parse])
}

/** The stored value checked by `parse`, read once outside rendering. */
export const readSessionValue = <T>(key: string, parse: (value: unknown) => T | null): T | null => {
  const raw = readSession(key)
  return raw === null ? null : parse(parseJson(raw))
}
