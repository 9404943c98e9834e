import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { resolveDatabase } from '@/config/database'

import { MongoDefinitions, SqliteDefinitions, type DefinitionStore } from './definitions'
import { MongoAnalyticsStore } from './mongo'
import { SqliteAnalyticsStore } from './sqlite'
import type { AnalyticsStore } from './types'

/** The analytics store on the database Payload is connected to. */
export function analyticsStore(payload: Payload): AnalyticsStore {
  if (payload.db.name === 'mongoose')
    return new MongoAnalyticsStore((payload.db as unknown as MongooseAdapter).connection)
  const adapter = payload.db as unknown as SQLiteAdapter
  const database = resolveDatabase(adapter.clientConfig.url)
  // An in-memory database has no file a worker could open: its slicing runs on Payload's client.
  const file = database.kind === 'sqlite' && !database.url.includes(':memory:') ? database.file : undefined
  return new SqliteAnalyticsStore(adapter.client, file)
}

/** The saved segments, goals, funnels and shares, on the same database. */
export function definitionStore(payload: Payload): DefinitionStore {
  if (payload.db.name === 'mongoose') return new MongoDefinitions((payload.db as unknown as MongooseAdapter).connection)
  return new SqliteDefinitions((payload.db as unknown as SQLiteAdapter).client)
}
