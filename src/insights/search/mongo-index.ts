import { mongoTextSearch } from '@/lib/search-terms'

import { SEARCH_WEIGHTS } from './sqlite-index'
import { searchFields } from './text'

type Doc = Record<string, unknown>

/** What search needs of the posts' MongoDB collection (the driver's; the mingo stand-in in tests). */
export type PostCollection = {
  createIndex(
    keys: Record<string, 'text'>,
    options: { name: string; default_language: string; weights: Record<string, number> },
  ): Promise<unknown>
  aggregate(pipeline: Doc[]): { toArray(): Promise<Doc[]> }
  updateOne(filter: Doc, update: Doc): Promise<unknown>
}

/** MongoDB's search index of insights: one text index with the same weights as SQLite's ranking. */
export const TEXT_INDEX = {
  keys: { title: 'text', summary: 'text', searchTags: 'text', searchBody: 'text' },
  options: {
    name: 'insight_search',
    default_language: 'english',
    weights: {
      title: SEARCH_WEIGHTS.title,
      summary: SEARCH_WEIGHTS.summary,
      searchTags: SEARCH_WEIGHTS.tags,
      searchBody: SEARCH_WEIGHTS.body,
    },
  },
} as const

/** Published posts holding every word, best first by the text index's score, then newest; their ids. */
export const searchPipeline = (terms: readonly string[], limit: number): Doc[] => [
  { $match: { $text: { $search: mongoTextSearch(terms) }, isPublished: true } },
  { $sort: { score: { $meta: 'textScore' }, publishedAt: -1 } },
  { $limit: limit },
  { $project: { _id: 1 } },
]

export async function mongoSearch(posts: PostCollection, terms: readonly string[], limit: number): Promise<string[]> {
  const rows = await posts.aggregate(searchPipeline(terms, limit)).toArray()
  return rows.map((row) => String(row._id))
}

/** Posts stored before search existed get their search text (the save hook keeps it from then on). */
export async function backfillSearchText(posts: PostCollection): Promise<number> {
  const stale = await posts
    .aggregate([{ $match: { searchBody: { $exists: false } } }, { $project: { content: 1, tags: 1 } }])
    .toArray()
  for (const post of stale) await posts.updateOne({ _id: post._id }, { $set: searchFields(post.content, post.tags) })
  return stale.length
}

/** The text index (a no-op when it exists), then the backfill: once per process, before the first search. */
export const prepareMongoSearch = async (posts: PostCollection): Promise<void> => {
  await posts.createIndex(TEXT_INDEX.keys, TEXT_INDEX.options)
  await backfillSearchText(posts)
}
