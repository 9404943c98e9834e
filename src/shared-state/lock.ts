import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import type { LockStore } from './types'

/** Thrown when a lock stayed taken for longer than the caller would wait. */
export class LockBusyError extends Error {
  constructor(readonly lock: string) {
    super(`The lock ${lock} is held by another request`)
  }
}

type LockOptions = {
  /** A holder that dies keeps the lock at most this long. */
  ttlMs?: number
  /** How long to wait for the lock before giving up with LockBusyError. */
  waitMs?: number
  now?: () => number
}

/** Per store and lock name, the end of the line of this process's callers. */
const lines = new WeakMap<LockStore, Map<string, Promise<unknown>>>()

/**
 * Runs `task` while holding the named lock in the database, so it never overlaps the same task on
 * any instance. Callers in one process line up first and take turns in the order they came, so
 * only one of them at a time asks the database, which is polled with a growing, jittered delay
 * (10 ms up to 200 ms).
 */
export function withLock<T>(
  locks: LockStore,
  name: string,
  task: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  let line = lines.get(locks)
  if (!line) lines.set(locks, (line = new Map()))
  const turn = (line.get(name) ?? Promise.resolve()).then(() => holdingLock(locks, name, task, options))
  line.set(
    name,
    turn.catch(() => undefined),
  )
  return turn
}

async function holdingLock<T>(
  locks: LockStore,
  name: string,
  task: () => Promise<T>,
  options: LockOptions,
): Promise<T> {
  const { ttlMs = 30_000, waitMs = 15_000, now = Date.now } = options
  const owner = randomUUID()
  const deadline = now() + waitMs
  let delay = 10
  while (!(await locks.acquire(name, owner, ttlMs, now()))) {
    if (now() >= deadline) throw new LockBusyError(name)
    await sleep(delay / 2 + Math.random() * delay)
    delay = Math.min(delay * 2, 200)
  }
  try {
    return await task()
  } finally {
    await locks.release(name, owner)
  }
}
