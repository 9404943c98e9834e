import type { Payload } from 'payload'

import { OTHER_EVENT } from '@/contracts/analytics-saved'

import { definitionStore } from './store'

/** How long an instance trusts its list of watched event names (another instance may add a goal). */
const REFRESH_MS = 10_000

/**
 * The custom event names the tracker's events are recorded under: those an event goal watches (at
 * most MAX_GOALS) and a booked meeting; any other name is recorded as `other`, so visitors cannot
 * create unbounded goal rows. Decided synchronously per event from a list refreshed in the background.
 */
export class EventNames {
  private names = new Set<string>()
  private loadedAt = Number.NEGATIVE_INFINITY
  private loading: Promise<void> | null = null

  constructor(
    private readonly load: () => Promise<string[]>,
    private readonly now: () => number = Date.now,
  ) {}

  recorded(name: string): string {
    if (this.now() - this.loadedAt > REFRESH_MS) void this.refresh().catch(() => undefined)
    return this.names.has(name) ? name : OTHER_EVENT
  }

  /** Reads the watched names again (at once after a goal is added or deleted on this instance). */
  refresh(): Promise<void> {
    this.loading ??= this.load()
      .then((names) => {
        this.names = new Set(names)
        this.loadedAt = this.now()
      })
      .finally(() => {
        this.loading = null
      })
    return this.loading
  }
}

const registry = globalThis as { __eventNames?: EventNames }

/** The process's list, on the database Payload is connected to. */
export function eventNamesFor(payload: Payload): EventNames {
  registry.__eventNames ??= new EventNames(async () =>
    (await definitionStore(payload).list('goal')).flatMap((goal) =>
      goal.body.type === 'event' ? [String(goal.body.event)] : [],
    ),
  )
  return registry.__eventNames
}

/** After a goal is saved or deleted here: read the names again now rather than within 10 seconds. */
export async function forgetEventNames(): Promise<void> {
  await registry.__eventNames?.refresh()
}
