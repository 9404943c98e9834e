import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { Connection } from 'mongoose'
import type { Payload } from 'payload'

import { plainTextToRichText } from '@/lib/rich-text'

type BodyPath = 'content' | 'version.content'

const bodyAt = (doc: Record<string, unknown>, path: BodyPath): unknown =>
  path === 'content' ? doc.content : (doc.version as Record<string, unknown> | undefined)?.content

/**
 * MongoDB's counterpart of the SQLite migration 20261127_061502_insight_rich_bodies: a body
 * still stored as text becomes the editor state of that text (verbatim, paragraphs and line
 * breaks kept). Run at every start; once converted, nothing matches and nothing is written.
 */
export async function convertTextBodies(
  connection: Pick<Connection, 'collection'>,
  name: string,
  path: BodyPath,
): Promise<number> {
  const collection = connection.collection(name)
  const docs = await collection.find({ [path]: { $type: 'string' } }).toArray()
  const operations = docs.map((doc) => ({
    updateOne: {
      // Only if the text is still the one read: an editor's save in between wins.
      filter: { _id: doc._id, [path]: bodyAt(doc, path) },
      update: { $set: { [path]: plainTextToRichText(String(bodyAt(doc, path))) } },
    },
  }))
  if (operations.length) await collection.bulkWrite(operations)
  return operations.length
}

const isMongoose = (db: unknown): db is MongooseAdapter =>
  typeof db === 'object' && db !== null && (db as { name?: unknown }).name === 'mongoose'

/** Converts the posts' and their versions' text bodies on MongoDB. */
export async function convertMongoTextBodies(payload: Payload): Promise<void> {
  const db: unknown = payload.db
  if (!isMongoose(db)) return
  const posts = db.collections['blog-posts'].collection.collectionName
  const versions = db.versions['blog-posts'].collection.collectionName
  const converted =
    (await convertTextBodies(db.connection, posts, 'content')) +
    (await convertTextBodies(db.connection, versions, 'version.content'))
  if (converted) payload.logger.info(`Insights: ${converted} text bodies converted to rich text`)
}
