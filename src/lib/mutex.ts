/** Runs tasks one at a time, in the order they were queued; a failed task does not block the next. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve()

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task)
    this.tail = result.catch(() => undefined)
    return result
  }
}

/** One mutex per name for the whole process, even when bundles load this module twice. */
export function sharedMutex(name: string): Mutex {
  const registry = ((globalThis as { __mutexes?: Map<string, Mutex> }).__mutexes ??= new Map())
  let mutex = registry.get(name)
  if (!mutex) {
    mutex = new Mutex()
    registry.set(name, mutex)
  }
  return mutex
}
