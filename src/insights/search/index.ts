import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import type { BlogPost } from '@/payload-types'
import { ftsMatch, searchTerms } from '@/lib/search-terms'

import { mongoSearch, type PostCollection, prepareMongoSearch } from './mongo-index'
import { SEARCH_SQL } from './sqlite-index'

/** The most results a search shows. */
export const SEARCH_RESULTS = 50

type Db = Payload['db']
const isMongoose = (db: Db): db is Db & MongooseAdapter => db.name === 'mongoose'
const isSqlite = (db: Db): db is Db & SQLiteAdapter => 'client' in db

const mongoPosts = (db: MongooseAdapter): PostCollection => db.collections['blog-posts'].collection

/** At start on MongoDB: the text index (a no-op when it exists) and the search text of older posts. */
export async function prepareInsightSearch(payload: Payload): Promise<void> {
  if (isMongoose(payload.db)) await prepareMongoSearch(mongoPosts(payload.db))
}

/** Ids of the published posts holding every word of `query`, best match first, on either database. */
export async function searchInsightIds(payload: Payload, query: string): Promise<string[]> {
  const terms = searchTerms(query)
  if (terms.length === 0) return []
  if (isMongoose(payload.db)) {
    return mongoSearch(mongoPosts(payload.db), terms, SEARCH_RESULTS)
  }
  if (!isSqlite(payload.db)) throw new Error(`Insight search does not support the ${payload.db.name} adapter`)
  const { rows } = await payload.db.client.execute({
    sql: SEARCH_SQL,
    args: [ftsMatch(terms), SEARCH_RESULTS],
  })
  return rows.map((row) => String(row.id))
}

/** The published posts `query` finds, in their rank order, as visitors may read them. */
export async function searchInsights(payload: Payload, query: string): Promise<BlogPost[]> {
  const ids = await searchInsightIds(payload, query)
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { and: [{ id: { in: ids } }, { isPublished: { equals: true } }] },
    pagination: false,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((post) => [String(post.id), post]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
