import type { Connection } from 'mongoose'

import type { Batch, SessionRow } from '@/lib/analytics/rollup'

import { incrementOps, TOTAL_FIELDS } from './mongo-pipelines'
import { TABLES, type AnalyticsStore, type SaltRow } from './types'

/**
 * The MongoDB store, on the mongoose connection Payload's adapter holds. Without a replica set
 * there are no multi-collection transactions, so a flush is a few ordered bulk writes.
 */
export class MongoAnalyticsStore implements AnalyticsStore {
  private indexes: Promise<unknown> | undefined

  constructor(private readonly connection: Connection) {}

  private collection(name: string) {
    return this.connection.collection(name)
  }

  private ensureIndexes() {
    this.indexes ??= Promise.all([
      this.collection(TABLES.sessions).createIndex({ day: 1 }),
      this.collection(TABLES.daily).createIndex({ day: 1 }, { unique: true }),
      this.collection(TABLES.dimensions).createIndex({ day: 1, dimension: 1, value: 1 }, { unique: true }),
      this.collection(TABLES.pages).createIndex({ day: 1, path: 1 }, { unique: true }),
      this.collection(TABLES.hours).createIndex({ day: 1, hour: 1 }, { unique: true }),
    ])
    return this.indexes
  }

  async write(batch: Batch): Promise<void> {
    await this.ensureIndexes()
    if (batch.events.length > 0) await this.collection(TABLES.events).insertMany(batch.events.map((event) => ({ ...event })), { ordered: false })
    if (batch.sessions.length > 0) {
      await this.collection(TABLES.sessions).bulkWrite(
        batch.sessions.map(({ id, ...session }) => ({
          updateOne: { filter: { _id: id as never }, update: { $set: session }, upsert: true },
        })),
      )
    }
    const rollups: [string, Record<string, unknown>[], string[], string[]][] = [
      [TABLES.daily, batch.daily, ['day'], [...TOTAL_FIELDS]],
      [TABLES.dimensions, batch.dimensions, ['day', 'dimension', 'value'], ['sessions']],
      [TABLES.pages, batch.pages, ['day', 'path'], ['views', 'uniques']],
      [TABLES.hours, batch.hours, ['day', 'hour'], ['pageviews']],
    ]
    for (const [name, rows, keys, sums] of rollups) {
      if (rows.length > 0) await this.collection(name).bulkWrite(incrementOps(rows, keys, sums))
    }
  }

  async sessionsSince(day: string): Promise<SessionRow[]> {
    const rows = await this.collection(TABLES.sessions).find({ day: { $gte: day } }).toArray()
    return rows.map(({ _id, ...row }) => ({ ...(row as unknown as Omit<SessionRow, 'id'>), id: String(_id) }))
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
