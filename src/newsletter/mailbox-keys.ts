import type { Connection, Types } from 'mongoose'

import { mailboxKey } from '@/lib/mailbox'

type Subscriber = { email?: unknown; mailbox?: unknown; updatedAt?: unknown }

const time = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value ?? ''))) || 0
const isKeyed = (doc: Subscriber) => typeof doc.mailbox === 'string' && doc.mailbox !== ''

/**
 * MongoDB's counterpart of the SQLite migration 20261207_001642_newsletter_mailbox_key: each
 * subscriber without a mailbox key gets one; of several spellings of one mailbox, one already keyed,
 * else the most recently changed, is kept. Run at every start; once keyed, nothing is written.
 */
export async function keySubscriberMailboxes(
  connection: Pick<Connection, 'collection'>,
  name: string,
): Promise<number> {
  const collection = connection.collection<Subscriber & { _id: Types.ObjectId }>(name)
  const unkeyed = await collection.find({ mailbox: { $in: [null, ''] } }).toArray()
  if (unkeyed.length === 0) return 0
  const all = (await collection.find({}).toArray()).sort(
    (a, b) => Number(isKeyed(b)) - Number(isKeyed(a)) || time(b.updatedAt) - time(a.updatedAt),
  )
  const kept = new Map<string, Subscriber & { _id: Types.ObjectId }>()
  const extra: Types.ObjectId[] = []
  for (const doc of all) {
    const key = isKeyed(doc) ? String(doc.mailbox) : mailboxKey(String(doc.email ?? ''))
    if (kept.has(key)) extra.push(doc._id)
    else kept.set(key, doc)
  }
  if (extra.length) await collection.deleteMany({ _id: { $in: extra } })
  for (const [key, doc] of kept)
    if (doc.mailbox !== key) await collection.updateOne({ _id: doc._id }, { $set: { mailbox: key } })
  return unkeyed.length
}
