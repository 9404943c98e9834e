import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { MongoAnalyticsStore } from './mongo'
import { SqliteAnalyticsStore } from './sqlite'
import type { AnalyticsStore } from './types'

/** The analytics store on the database Payload is connected to. */
export function analyticsStore(payload: Payload): AnalyticsStore {
  if (payload.db.name === 'mongoose')
    return new MongoAnalyticsStore((payload.db as unknown as MongooseAdapter).connection)
  return new SqliteAnalyticsStore((payload.db as unknown as SQLiteAdapter).client)
}
