import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { INSIGHTS_PER_PAGE } from '@/lib/insights-listing'
import { ftsMatch, searchTerms } from '@/lib/search-terms'

import { CARD_FIELDS, type CardPost, type InsightsPage } from '../listing'
import { backfillReadMinutes } from '../read-minutes'
import { mongoSearch, type PostCollection, prepareMongoSearch } from './mongo-index'
import { sqliteSearch } from './sqlite-index'

type Db = Payload['db']
const isMongoose = (db: Db): db is Db & MongooseAdapter => db.name === 'mongoose'
const isSqlite = (db: Db): db is Db & SQLiteAdapter => 'client' in db

const mongoPosts = (db: MongooseAdapter): PostCollection => db.collections['blog-posts'].collection

/** At start on MongoDB: the text index (a no-op when it exists), the search text and read time of older posts. */
export async function prepareInsightSearch(payload: Payload): Promise<void> {
  if (!isMongoose(payload.db)) return
  await prepareMongoSearch(mongoPosts(payload.db))
  await backfillReadMinutes(mongoPosts(payload.db))
}

/** A page of the published posts `query` finds (of `tag` if named), in their rank order, as visitors may read them. */
export async function searchInsights(
  payload: Payload,
  query: string,
  { tag = null, page = 1 }: { tag?: string | null; page?: number } = {},
): Promise<InsightsPage> {
  const terms = searchTerms(query)
  if (terms.length === 0) return { posts: [], total: 0, tags: [] }
  const request = { tag, limit: INSIGHTS_PER_PAGE, offset: (page - 1) * INSIGHTS_PER_PAGE }
  // SQLite reads the page's cards in its search statement; MongoDB finds ids, then the cards.
  if (isSqlite(payload.db)) return sqliteSearch(payload.db.client, ftsMatch(terms), request)
  if (!isMongoose(payload.db)) throw new Error(`Insight search does not support the ${payload.db.name} adapter`)
  const { ids, total, tags } = await mongoSearch(mongoPosts(payload.db), terms, request)
  return { posts: await cardsOf(payload, ids), total, tags }
}

/** The cards of these posts in this order, as visitors may read them. */
async function cardsOf(payload: Payload, ids: string[]): Promise<CardPost[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { and: [{ id: { in: ids } }, { isPublished: { equals: true } }] },
    select: CARD_FIELDS,
    showHiddenFields: true,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((post) => [String(post.id), post]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
