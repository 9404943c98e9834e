import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { MongoReportStore } from './mongo'
import { SqliteReportStore } from './sqlite'
import type { ReportStore } from './types'

/** The report reads on the database Payload is connected to. */
export function reportStore(payload: Payload): ReportStore {
  if (payload.db.name === 'mongoose') return new MongoReportStore((payload.db as unknown as MongooseAdapter).connection)
  return new SqliteReportStore((payload.db as unknown as SQLiteAdapter).client)
}
