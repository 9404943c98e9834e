import type { Batch, SessionRow, VisitorDayRow } from '@/analytics/model/rollup'

import type { LiveKeys, LiveState } from './types'

/**
 * Visitors whose live state is kept: about the visitors of the last few minutes of a busy site
 * (a few MB). A visitor dropped from here is read from the database again.
 */
const VISITORS_KEPT = 30_000

/** One visitor's live state: its sessions that ended at or after `since`, and all its visitor days. */
type Entry = { since: number; sessions: SessionRow[]; visitorDays: VisitorDayRow[] }

/**
 * The live state this process last wrote, tagged with the flush version its write moved to.
 * Every write to the live state moves the version on (flushes of any instance, pruning), so
 * while the database's version is still `version` the entries are exactly what the database
 * holds for those visitors, and a flush reads only the version and the visitors not kept here.
 * Entries are only remembered by a flush that saw no other writer since this process's last
 * write: instances that take turns never keep (nor then re-read) anything.
 */
export class LiveCache {
  /** The version this process's last write moved to; undefined before the first. */
  private version: number | undefined
  private readonly entries = new Map<string, Entry>()

  /** Of `keys`, the visitor ids whose live state is kept here from `keys.since` on. */
  kept({ visitorIds, since }: LiveKeys): Set<string> {
    const kept = new Set<string>()
    for (const id of visitorIds) if ((this.entries.get(id)?.since ?? Infinity) <= since) kept.add(id)
    return kept
  }

  /** Whether the database's `version` is the one the entries were written at. */
  current(version: number): boolean {
    return version === this.version
  }

  /** The live state of `ids` as kept here (as the database would answer for them at `since`). */
  state(ids: Iterable<string>, since: number): LiveState {
    const state: LiveState = { sessions: [], visitorDays: [] }
    for (const id of ids) {
      const entry = this.entries.get(id)!
      for (const session of entry.sessions) if (session.lastAt >= since) state.sessions.push(session)
      state.visitorDays.push(...entry.visitorDays)
    }
    return state
  }

  /**
   * After a flush read `state` of `keys` at `readVersion` and wrote `batch` moving the version
   * to `readVersion + 1`: the visitors' state as now stored, if no other write came in between.
   */
  written(keys: LiveKeys, readVersion: number, state: LiveState, batch: Batch): void {
    const unseen = !this.current(readVersion)
    this.version = readVersion + 1
    if (unseen) {
      this.entries.clear()
      return
    }
    const fresh = new Map<string, Entry>()
    for (const id of keys.visitorIds) fresh.set(id, { since: keys.since, sessions: [], visitorDays: [] })
    // The fold changes the rows it was given in place and adds new ones: the batch's rows are
    // either the state's own objects or new, so one Set of each is the stored state.
    for (const session of new Set([...state.sessions, ...batch.sessions]))
      fresh.get(session.visitorId)?.sessions.push(session)
    for (const row of new Set([...state.visitorDays, ...batch.visitorDays]))
      fresh.get(row.visitorId)?.visitorDays.push(row)
    for (const [id, entry] of fresh) {
      // Re-inserted: the Map's order is then least recently flushed first.
      this.entries.delete(id)
      this.entries.set(id, entry)
    }
    for (const id of this.entries.keys()) {
      if (this.entries.size <= VISITORS_KEPT) break
      this.entries.delete(id)
    }
  }

  /** Forgets every entry: the database moved on without this process (or a write failed midway). */
  clear(): void {
    this.entries.clear()
    this.version = undefined
  }
}
