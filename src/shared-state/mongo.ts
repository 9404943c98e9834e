import type { ObjectId } from 'mongodb'
import type { Connection } from 'mongoose'

import { HANDOFF_KEEP_MS, SHARED_TABLES, type Counter, type JobId, type SharedState } from './types'

/** MongoDB's duplicate-key error: an upsert lost the race for an `_id` that exists. */
const DUPLICATE_KEY = 11000

type StoredId = ObjectId | JobId

type CounterDoc = { _id: string; count: number; resetAt: Date }

/**
 * One update pipeline per hit, atomic on the document: a missing or ended window starts over at
 * `cost`, a live one adds to it. Both fields read the document as it was before the stage.
 */
function hitUpdate(cost: number, windowMs: number, now: number) {
  const ended = { $or: [{ $eq: [{ $type: '$resetAt' }, 'missing'] }, { $lte: ['$resetAt', new Date(now)] }] }
  return [
    {
      $set: {
        count: { $cond: [ended, cost, { $add: ['$count', cost] }] },
        resetAt: { $cond: [ended, new Date(now + windowMs), '$resetAt'] },
      },
    },
  ]
}

const counterOf = (doc: CounterDoc | null): Counter => ({
  count: Number(doc?.count),
  resetAt: doc ? doc.resetAt.getTime() : 0,
})

type MongoSharedStateOptions = {
  /** The collection Payload keeps jobs in (`payload-jobs` unless renamed). */
  jobsCollection: string
  /** Payload's ids are strings; the stored `_id` may be an ObjectId. */
  toObjectId: (id: JobId) => StoredId
}

/** The MongoDB implementation, on the mongoose connection Payload's adapter holds. */
export function mongoSharedState(connection: Connection, options: MongoSharedStateOptions): SharedState {
  const counters = () => connection.collection<CounterDoc>(SHARED_TABLES.rateLimits)
  const lockDocs = () => connection.collection<{ _id: string; owner: string; expiresAt: Date }>(SHARED_TABLES.locks)
  const handoffDocs = () => connection.collection<{ _id: string; handedAt: Date }>(SHARED_TABLES.handoffs)
  const jobs = () => connection.collection<{ _id: StoredId }>(options.jobsCollection)
  const ids = (list: JobId[]) => ({ $in: list.map(options.toObjectId) })

  let indexes: Promise<unknown> | undefined
  // Ended counters and locks are deleted by MongoDB itself (the TTL monitor runs once a minute).
  const ensureIndexes = () =>
    (indexes ??= Promise.all([
      counters().createIndex({ resetAt: 1 }, { expireAfterSeconds: 0 }),
      lockDocs().createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
      handoffDocs().createIndex({ handedAt: 1 }, { expireAfterSeconds: HANDOFF_KEEP_MS / 1000 }),
    ]).catch((error: unknown) => {
      indexes = undefined
      throw error
    }))

  const hitOne = async (key: string, cost: number, windowMs: number, now: number) =>
    counterOf(
      (await counters().findOneAndUpdate({ _id: key }, hitUpdate(cost, windowMs, now), {
        upsert: true,
        returnDocument: 'after',
      })) as CounterDoc | null,
    )

  const rateLimits: SharedState['rateLimits'] = {
    async hit(key, cost, windowMs, now) {
      await ensureIndexes()
      return hitOne(key, cost, windowMs, now)
    },
    async hitMany(hits, windowMs, now) {
      await ensureIndexes()
      return Promise.all(hits.map(({ key, cost }) => hitOne(key, cost, windowMs, now)))
    },
    async peek(key, now) {
      const doc = await counters().findOne({ _id: key, resetAt: { $gt: new Date(now) } })
      return doc ? counterOf(doc) : { count: 0, resetAt: 0 }
    },
    async refund(key, cost, now) {
      await counters().updateOne({ _id: key, resetAt: { $gt: new Date(now) } }, [
        { $set: { count: { $max: [0, { $subtract: ['$count', cost] }] } } },
      ])
    },
    async prune(now) {
      await counters().deleteMany({ resetAt: { $lte: new Date(now) } })
    },
  }

  const locks: SharedState['locks'] = {
    async acquire(name, owner, ttlMs, now) {
      await ensureIndexes()
      try {
        // Matches only an expired lock; when a live one exists the upsert collides with its _id.
        await lockDocs().updateOne(
          { _id: name, expiresAt: { $lte: new Date(now) } },
          { $set: { owner, expiresAt: new Date(now + ttlMs) } },
          { upsert: true },
        )
        return true
      } catch (error) {
        if ((error as { code?: number }).code === DUPLICATE_KEY) return false
        throw error
      }
    },
    async release(name, owner) {
      await lockDocs().deleteOne({ _id: name, owner })
    },
    async renew(name, owner, ttlMs, now) {
      const result = await lockDocs().updateOne({ _id: name, owner }, { $set: { expiresAt: new Date(now + ttlMs) } })
      return result.matchedCount === 1
    },
    async holder(name, now) {
      const doc = await lockDocs().findOne({ _id: name, expiresAt: { $gt: new Date(now) } })
      return doc ? { owner: doc.owner, expiresAt: doc.expiresAt.getTime() } : null
    },
  }

  const jobClaims: SharedState['jobClaims'] = {
    async claim(id, now) {
      const result = await jobs().updateOne(
        { _id: options.toObjectId(id), processing: { $ne: true }, completedAt: null, hasError: { $ne: true } },
        { $set: { processing: true, updatedAt: new Date(now) } },
      )
      return result.modifiedCount === 1
    },
    async touch(list, now) {
      if (list.length === 0) return
      await jobs().updateMany({ _id: ids(list), processing: true }, { $set: { updatedAt: new Date(now) } })
    },
    async release(list) {
      if (list.length === 0) return
      await jobs().updateMany({ _id: ids(list), processing: true }, { $set: { processing: false } })
    },
    async releaseStale(before) {
      const result = await jobs().updateMany(
        { processing: true, updatedAt: { $lt: new Date(before) } },
        { $set: { processing: false } },
      )
      return result.modifiedCount
    },
  }

  const signalDocs = () => connection.collection<{ _id: string; version: number }>(SHARED_TABLES.signals)
  const signals: SharedState['signals'] = {
    async bump(name) {
      const doc = await signalDocs().findOneAndUpdate(
        { _id: name },
        { $inc: { version: 1 } },
        { upsert: true, returnDocument: 'after' },
      )
      return Number(doc?.version)
    },
    async read(name) {
      return Number((await signalDocs().findOne({ _id: name }))?.version ?? 0)
    },
  }

  const handoffs: SharedState['handoffs'] = {
    async begin(key, now) {
      await ensureIndexes()
      try {
        await handoffDocs().insertOne({ _id: key, handedAt: new Date(now) })
        return null
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error
        const earlier = await handoffDocs().findOne({ _id: key })
        return earlier ? earlier.handedAt.getTime() : now
      }
    },
    async undo(key) {
      await handoffDocs().deleteOne({ _id: key })
    },
  }

  return { rateLimits, locks, jobClaims, signals, handoffs }
}
