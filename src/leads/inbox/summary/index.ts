import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { MongoLeadSummaryStore } from './mongo'
import { SqliteLeadSummaryStore } from './sqlite'
import type { LeadSummaryStore } from './types'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

/** The summary cards' store on the database Payload is connected to. */
export function leadSummaryStore(payload: Payload): LeadSummaryStore {
  if (payload.db.name === 'mongoose') {
    const db = payload.db as unknown as MongooseAdapter
    return new MongoLeadSummaryStore(db.connection, {
      assessments: db.collections.assessments.collection.collectionName,
      inquiries: db.collections[LEAD_KIND_TABLE.inquiry.collection].collection.collectionName,
    })
  }
  return new SqliteLeadSummaryStore((payload.db as unknown as SQLiteAdapter).client)
}
