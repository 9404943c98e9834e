/** The map kept under `key` in a map of maps, made and kept on first use. */
export function innerMap<K, IK, V>(outer: Map<K, Map<IK, V>>, key: K): Map<IK, V> {
  let inner = outer.get(key)
  if (!inner) outer.set(key, (inner = new Map()))
  return inner
}
