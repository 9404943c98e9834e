import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { INSIGHTS_PER_PAGE } from '@/lib/insights-listing'
import { ftsMatch, searchTerms } from '@/lib/search-terms'

import { CARD_FIELDS, type InsightsPage } from '../listing'
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

/** One page of matches of a search (best first), how many match, and the tags among all matches. */
export type SearchHits = { ids: string[]; total: number; tags: string[] }

/** The published posts holding every word of `query` (of `tag` if named): one page of ids, on either database. */
export async function searchInsightIds(
  payload: Payload,
  query: string,
  { tag = null, page = 1 }: { tag?: string | null; page?: number } = {},
): Promise<SearchHits> {
  const terms = searchTerms(query)
  if (terms.length === 0) return { ids: [], total: 0, tags: [] }
  const request = { tag, limit: INSIGHTS_PER_PAGE, offset: (page - 1) * INSIGHTS_PER_PAGE }
  if (isMongoose(payload.db)) return mongoSearch(mongoPosts(payload.db), terms, request)
  if (!isSqlite(payload.db)) throw new Error(`Insight search does not support the ${payload.db.name} adapter`)
  return sqliteSearch(payload.db.client, ftsMatch(terms), request)
}

/** A page of the published posts `query` finds, in their rank order, as visitors may read them. */
export async function searchInsights(
  payload: Payload,
  query: string,
  options: { tag?: string | null; page?: number } = {},
): Promise<InsightsPage> {
  const { ids, total, tags } = await searchInsightIds(payload, query, options)
  if (ids.length === 0) return { posts: [], total, tags }
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
  return { posts: ids.flatMap((id) => byId.get(id) ?? []), total, tags }
}
