import { randomUUID } from 'node:crypto'

import type { Connection } from 'mongoose'

import { VISIT_DIMENSIONS, type Batch, type SessionRow } from '@/analytics/model/rollup'
import { foldEvents, type TrackedEvent } from '@/analytics/model/sessions'
import { packCounters, type PackedCounters } from '@/shared-state/types'

import { liveKeys } from './live-keys'
import { incrementOps } from './mongo-pipelines'
import { monthRows, ROLLUPS, type RollupBatch, type Row } from './rollups'
import { TABLES, type IngestStore, type LiveKeys, type LiveState, type SaltRow } from './types'
import type { LiveVisits } from '@/contracts/analytics-answers'

const LOCKS = 'analytics_locks'
/** A flush holding the lock longer than this (a crashed process) loses it. */
const LEASE_MS = 15_000
const RETRY_MS = 5

type Document = Record<string, unknown>

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000

/**
 * The write side on MongoDB, on the mongoose connection Payload's adapter holds. Flushes of
 * all instances are serialized by a lease document (an atomic upsert on a unique _id), so the
 * live state each one reads is the others' latest; within a flush the writes are ordered bulk
 * writes (no multi-document transaction is needed for them to be right, and a standalone
 * server has none).
 */
export class MongoIngestStore implements IngestStore {
  private indexes: Promise<unknown> | undefined

  constructor(protected readonly connection: Connection) {}

  protected collection(name: string) {
    return this.connection.collection(name)
  }

  protected ensureIndexes() {
    this.indexes ??= Promise.all([
      this.collection(TABLES.sessions).createIndex({ visitorId: 1, lastAt: 1 }),
      this.collection(TABLES.sessions).createIndex({ lastAt: 1 }),
      this.collection(TABLES.visitorDays).createIndex({ visitorId: 1 }),
      this.collection(TABLES.visitorDays).createIndex({ day: 1 }),
      this.collection(TABLES.visits).createIndex({ day: 1 }),
      this.collection(TABLES.events).createIndex({ sessionId: 1, ts: 1 }),
      ...[...VISIT_DIMENSIONS, 'exitPage'].map((field) =>
        this.collection(TABLES.visits).createIndex({ [field]: 1, day: 1 }),
      ),
      this.collection(TABLES.visitPages).createIndex({ visitId: 1, path: 1, hour: 1 }, { unique: true }),
      this.collection(TABLES.visitPages).createIndex({ path: 1, day: 1, visitId: 1 }),
      this.collection(TABLES.visitGoals).createIndex({ visitId: 1, goal: 1, detail: 1 }, { unique: true }),
      ...ROLLUPS.flatMap((rollup) => [
        this.collection(rollup.dayTable).createIndex(
          Object.fromEntries(['day', ...rollup.keys].map((field) => [field, 1])),
          { unique: true },
        ),
        ...(rollup.monthTable
          ? [
              this.collection(rollup.monthTable).createIndex(
                Object.fromEntries(['month', ...rollup.keys].map((field) => [field, 1])),
                { unique: true },
              ),
            ]
          : []),
      ]),
    ])
    return this.indexes
  }

  /** Takes the flush lease, waiting while another flush holds it. */
  private async lock(): Promise<() => Promise<void>> {
    const locks = this.collection(LOCKS)
    const owner = randomUUID()
    for (;;) {
      const now = Date.now()
      try {
        await locks.updateOne(
          { _id: 'flush' as never, until: { $lt: now } },
          { $set: { until: now + LEASE_MS, owner } },
          { upsert: true },
        )
        return async () => {
          await locks.deleteOne({ _id: 'flush' as never, owner })
        }
      } catch (error) {
        if (!isDuplicateKey(error)) throw error
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
  }

  private async loadLive({ visitorIds, since }: LiveKeys): Promise<LiveState> {
    const ids = [...new Set(visitorIds)]
    const [sessions, days] = await Promise.all([
      this.collection(TABLES.sessions)
        .find({ visitorId: { $in: ids }, lastAt: { $gte: since } })
        .toArray(),
      this.collection(TABLES.visitorDays)
        .find({ visitorId: { $in: ids } })
        .toArray(),
    ])
    return {
      sessions: sessions.map(({ _id, ...row }) => ({
        ...(row as unknown as Omit<SessionRow, 'id'>),
        id: String(_id),
        // Visits stored before visits counted the per-visitor window have none running.
        windowEvents: Number(row.windowEvents ?? 0),
        windowEndsAt: Number(row.windowEndsAt ?? 0),
        exitPath: String(row.exitPath ?? ''),
      })),
      visitorDays: days.map((row) => ({
        day: String(row.day),
        visitorId: String(row.visitorId),
        hours: Number(row.hours),
        seen: row.seen as string[],
      })),
    }
  }

  private async writeRollups(batch: RollupBatch): Promise<void> {
    for (const rollup of ROLLUPS) {
      const rows = batch[rollup.rows] as unknown as Row[]
      if (rows.length === 0) continue
      await this.collection(rollup.dayTable).bulkWrite(incrementOps(rows, ['day', ...rollup.keys], [...rollup.sums]), {
        ordered: false,
      })
      if (rollup.monthTable) {
        await this.collection(rollup.monthTable).bulkWrite(
          incrementOps(monthRows(rollup, rows), ['month', ...rollup.keys], [...rollup.sums]),
          {
            ordered: false,
          },
        )
      }
    }
  }

  /** The kept visits (replaced whole), their page views and goals (added). */
  private async writeVisits({ visits, visitPages, visitGoals }: Batch): Promise<void> {
    if (visits.length > 0) {
      await this.collection(TABLES.visits).bulkWrite(
        visits.map(({ id, ...visit }) => ({
          updateOne: { filter: { _id: id as never }, update: { $set: visit }, upsert: true },
        })),
        { ordered: false },
      )
    }
    if (visitPages.length > 0)
      await this.collection(TABLES.visitPages).bulkWrite(
        incrementOps(visitPages, ['visitId', 'path', 'hour', 'day'], ['views']),
        { ordered: false },
      )
    if (visitGoals.length > 0)
      await this.collection(TABLES.visitGoals).bulkWrite(
        incrementOps(visitGoals, ['visitId', 'goal', 'detail', 'day'], ['events']),
        { ordered: false },
      )
  }

  async flush(events: TrackedEvent[], timeZone: string): Promise<PackedCounters> {
    await this.ensureIndexes()
    const unlock = await this.lock()
    try {
      const batch = foldEvents(await this.loadLive(liveKeys(events)), events, timeZone)
      if (batch.events.length > 0)
        await this.collection(TABLES.events).insertMany(
          batch.events.map((event): Document => ({ ...event })),
          { ordered: false },
        )
      if (batch.sessions.length > 0) {
        await this.collection(TABLES.sessions).bulkWrite(
          batch.sessions.map(({ id, ...session }) => ({
            updateOne: { filter: { _id: id as never }, update: { $set: session }, upsert: true },
          })),
          { ordered: false },
        )
      }
      if (batch.visitorDays.length > 0) {
        await this.collection(TABLES.visitorDays).bulkWrite(
          batch.visitorDays.map((row) => ({
            updateOne: {
              filter: { _id: `${row.day} ${row.visitorId}` as never },
              update: { $set: { ...row } },
              upsert: true,
            },
          })),
          { ordered: false },
        )
      }
      await this.writeRollups(batch)
      await this.writeVisits(batch)
      return packCounters(batch.visitorEvents)
    } finally {
      await unlock()
    }
  }

  async addRollups(batch: RollupBatch): Promise<void> {
    await this.ensureIndexes()
    await this.writeRollups(batch)
  }

  async pruneLive(endedBefore: number, day: string): Promise<void> {
    await this.collection(TABLES.sessions).deleteMany({ lastAt: { $lt: endedBefore } })
    await this.collection(TABLES.visitorDays).deleteMany({ day: { $lt: day } })
  }

  async activeVisitors(since: number): Promise<number> {
    const [row] = await this.collection(TABLES.sessions)
      .aggregate([{ $match: { lastAt: { $gte: since } } }, { $group: { _id: '$visitorId' } }, { $count: 'visitors' }])
      .toArray()
    return Number(row?.visitors ?? 0)
  }

  async liveVisits(since: number, limit: number): Promise<LiveVisits> {
    const byVisitors = (key: string): Document[] => [
      { $match: { lastAt: { $gte: since } } },
      { $group: { _id: { value: key, visitor: '$visitorId' } } },
      { $group: { _id: '$_id.value', visitors: { $sum: 1 } } },
      { $sort: { visitors: -1, _id: 1 } },
    ]
    const sessions = this.collection(TABLES.sessions)
    const [visitors, pages, sources] = await Promise.all([
      this.activeVisitors(since),
      sessions
        .aggregate([...byVisitors('$exitPath'), { $match: { _id: { $nin: ['', null] } } }, { $limit: limit }])
        .toArray(),
      sessions.aggregate([...byVisitors('$dimensions.referrer'), { $limit: limit }]).toArray(),
    ])
    return {
      visitors,
      pages: pages.map((row) => ({ path: String(row._id), visitors: Number(row.visitors) })),
      sources: sources.map((row) => ({ source: String(row._id ?? ''), visitors: Number(row.visitors) })),
    }
  }

  async saveSalt(row: SaltRow): Promise<string> {
    const stored = await this.collection(TABLES.salts).findOneAndUpdate(
      { _id: row.day as never },
      { $setOnInsert: { salt: row.salt, createdAt: row.createdAt } },
      { upsert: true, returnDocument: 'after' },
    )
    return String(stored?.salt)
  }

  async salts(): Promise<SaltRow[]> {
    const rows = await this.collection(TABLES.salts).find().toArray()
    return rows.map((row) => ({ day: String(row._id), salt: String(row.salt), createdAt: Number(row.createdAt) }))
  }

  async deleteSaltsCreatedBefore(ms: number): Promise<void> {
    await this.collection(TABLES.salts).deleteMany({ createdAt: { $lt: ms } })
  }

  countEvents(): Promise<number> {
    return this.collection(TABLES.events).countDocuments()
  }
}
