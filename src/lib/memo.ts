import { innerMap } from '@/lib/inner-map'

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

/**
 * Values by three strings, at most `max` of them, looked up without building a key: a key made
 * by joining the strings is a new string (and a hash to compute) on every call, on paths that
 * run for every analytics event. When full, the first second key kept under the first first key
 * is forgotten, with all its values.
 */
export class TripleKeyMemo<V> {
  private readonly kept = new Map<string, Map<string, Map<string, V>>>()
  private count = 0

  constructor(private readonly max: number) {}

  /** Values kept. */
  get size(): number {
    return this.count
  }

  get(a: string, b: string, c: string): V | undefined {
    return this.kept.get(a)?.get(b)?.get(c)
  }

  set(a: string, b: string, c: string, value: V): void {
    if (this.count >= this.max) this.forgetOldest()
    const byC = innerMap(innerMap(this.kept, a), b)
    if (!byC.has(c)) this.count += 1
    byC.set(c, value)
  }

  clear(): void {
    this.kept.clear()
    this.count = 0
  }

  private forgetOldest(): void {
    const [a, byB] = this.kept.entries().next().value!
    const [b, byC] = byB.entries().next().value!
    byB.delete(b)
    this.count -= byC.size
    if (byB.size === 0) this.kept.delete(a)
  }
}
