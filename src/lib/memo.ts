/**
 * `compute` with its results kept for the last `max` distinct keys (the oldest forgotten first),
 * for pure functions of values that recur: a site's traffic repeats a few hundred user agents and
 * referrer origins, so each is parsed once rather than on every event.
 */
export function boundedMemo<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>()
  return (key) => {
    if (kept.has(key)) return kept.get(key)!
    const value = compute(key)
    if (kept.size >= max) kept.delete(kept.keys().next().value!)
    kept.set(key, value)
    return value
  }
}
