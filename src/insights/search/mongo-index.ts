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

type SearchRequest = { tag: string | null; limit: number; offset: number }

/**
 * Published posts holding every word: one page of them (of one tag if named) best first by the
 * text index's score, then newest; how many match; the tags among all matches.
 */
export const searchPipeline = (terms: readonly string[], { tag, limit, offset }: SearchRequest): Doc[] => {
  const ofTag = tag ? [{ $match: { tags: tag } }] : []
  return [
    { $match: { $text: { $search: mongoTextSearch(terms) }, isPublished: true } },
    {
      $facet: {
        page: [
          ...ofTag,
          { $sort: { score: { $meta: 'textScore' }, publishedAt: -1 } },
          { $skip: offset },
          { $limit: limit },
          { $project: { _id: 1 } },
        ],
        total: [...ofTag, { $count: 'n' }],
        tags: [{ $unwind: '$tags' }, { $group: { _id: '$tags' } }, { $sort: { _id: 1 } }],
      },
    },
  ]
}

export async function mongoSearch(posts: PostCollection, terms: readonly string[], request: SearchRequest) {
  const [result] = await posts.aggregate(searchPipeline(terms, request)).toArray()
  const rows = (key: string) => (Array.isArray(result?.[key]) ? (result[key] as Doc[]) : [])
  return {
    ids: rows('page').map((row) => String(row._id)),
    total: Number(rows('total')[0]?.n ?? 0),
    tags: rows('tags').map((row) => String(row._id)),
  }
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
