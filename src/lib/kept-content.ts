/**
 * Values read from public content (the site's settings and chrome, the insights' tags), kept in
 * this process until public content changes: src/hooks/revalidate.ts forgets them wherever it marks
 * pages stale (a change here, a scheduled publish, another instance's change through content sync).
 * On globalThis: Next.js's bundles each hold their own copy of this module.
 */
type Store = Map<string, Promise<unknown>>

const STORE = Symbol.for('legacy-capital.kept-content')

const store = (): Store => ((globalThis as { [STORE]?: Store })[STORE] ??= new Map())

/** What `load` reads, read once and kept under `key` until content changes; a failed read is not kept. */
export function keptUntilContentChanges<T>(key: string, load: () => Promise<T>): Promise<T> {
  const values = store()
  const kept = values.get(key) as Promise<T> | undefined
  if (kept) return kept
  const loading = load()
  values.set(key, loading)
  loading.catch(() => {
    if (values.get(key) === loading) values.delete(key)
  })
  return loading
}

/** Public content changed: every kept value is read again on its next use. */
export const forgetKeptContent = (): void => store().clear()
