import { processWide } from './process-wide'

/** Values read from public content (the site's settings and chrome, the insights' tags), by key. */
const keptValues = () => processWide('kept-content', () => new Map<string, Promise<unknown>>())

/**
 * What `load` reads, read once and kept under `key` until content changes; a failed read is not kept.
 * Every request shares the one promise, so no React cache() is needed around it (draft mode shows
 * unpublished posts only, never other kept values).
 */
export function keptUntilContentChanges<T>(key: string, load: () => Promise<T>): Promise<T> {
  const values = keptValues()
  const kept = values.get(key) as Promise<T> | undefined
  if (kept) return kept
  const loading = load()
  values.set(key, loading)
  loading.catch(() => {
    if (values.get(key) === loading) values.delete(key)
  })
  return loading
}

/** Every kept value is read again on its next use (through publicContentChanged). */
export const forgetKeptValues = (): void => keptValues().clear()
