import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { mongoSharedState } from './mongo'
import { sqliteSharedState } from './sqlite'
import type { JobId, SharedState } from './types'

const OBJECT_ID = /^[0-9a-f]{24}$/i

const cache = new WeakMap<Payload, SharedState>()

/** The shared state on the database Payload is connected to (one per Payload instance). */
export function sharedState(payload: Payload): SharedState {
  let state = cache.get(payload)
  if (!state) {
    if (payload.db.name === 'mongoose') {
      const db = payload.db as unknown as MongooseAdapter
      const { ObjectId } = db.connection.base.Types
      state = mongoSharedState(db.connection, {
        jobsCollection: db.collections['payload-jobs'].collection.collectionName,
        toObjectId: (id: JobId) => (typeof id === 'string' && OBJECT_ID.test(id) ? new ObjectId(id) : id),
      })
    } else {
      state = sqliteSharedState((payload.db as unknown as SQLiteAdapter).client)
    }
    cache.set(payload, state)
  }
  return state
}
