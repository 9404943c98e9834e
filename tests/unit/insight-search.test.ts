import { describe, expect, it } from 'vitest'

import { plainTextBody } from '@/insights/markdown'
import {
  backfillSearchText,
  mongoSearch,
  type PostCollection,
  searchPipeline,
  TEXT_INDEX,
} from '@/insights/search/mongo-index'
import { SEARCH_WEIGHTS } from '@/insights/search/sqlite-index'
import { ftsMatch, MAX_SEARCH_TERMS, mongoTextSearch, searchTerms } from '@/lib/search-terms'

import { MingoConnection } from '../fixtures/mingo-mongo'

describe('search terms', () => {
  it('are lowercase words and digits, distinct, without punctuation or query operators', () => {
    expect(searchTerms('  Growth, "capital"* -NEAR( growth 2026  ')).toEqual(['growth', 'capital', 'near', '2026'])
    expect(searchTerms('Übergabe café')).toEqual(['übergabe', 'café'])
    expect(searchTerms('*()"')).toEqual([])
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(MAX_SEARCH_TERMS)
  })

  it('ask FTS5 for every word and its longer forms, and MongoDB for every word', () => {
    expect(ftsMatch(['family', 'succession'])).toBe('"family"* "succession"*')
    expect(mongoTextSearch(['family', 'succession'])).toBe('"family" "succession"')
  })
})

/** The posts' collection on mingo, with the text index it was asked for recorded. */
function posts() {
  const collection = new MingoConnection().collection('blog-posts')
  const indexes: unknown[] = []
  const stand: PostCollection = {
    createIndex: async (keys, options) => indexes.push({ keys, options }),
    aggregate: (pipeline) => collection.aggregate(pipeline),
    updateOne: (filter, update) => collection.updateOne(filter, update),
  }
  return { collection, indexes, stand }
}

describe('insight search on MongoDB', () => {
  it('indexes title, summary, tags and body as text with the weights of the SQLite ranking', () => {
    expect(TEXT_INDEX.options.weights).toEqual({
      title: SEARCH_WEIGHTS.title,
      summary: SEARCH_WEIGHTS.summary,
      searchTags: SEARCH_WEIGHTS.tags,
      searchBody: SEARCH_WEIGHTS.body,
    })
    expect(Object.keys(TEXT_INDEX.keys)).toEqual(Object.keys(TEXT_INDEX.options.weights))
  })

  it('asks the text index for published posts holding every word, best score first, newest on a tie, a page at a time', async () => {
    const { collection, stand } = posts()
    await collection.insertMany([
      { _id: 'a', isPublished: true, publishedAt: '2026-01-01', tags: ['Growth', 'Family'] },
      { _id: 'b', isPublished: false, publishedAt: '2026-02-01', tags: ['Hidden'] },
      { _id: 'c', isPublished: true, publishedAt: '2026-03-01', tags: ['Growth'] },
      { _id: 'd', isPublished: true, publishedAt: '2026-04-01', tags: [] },
    ])
    const request = { tag: null, limit: 2, offset: 0 }
    const pipeline = searchPipeline(['family', 'succession'], request)
    expect(pipeline[0]).toEqual({ $match: { $text: { $search: '"family" "succession"' }, isPublished: true } })
    // mingo has no text index: the pipeline runs on it with the text match and the score left out.
    const withoutText = (stages: Record<string, unknown>[]) =>
      JSON.parse(
        JSON.stringify([{ $match: { isPublished: true } }, ...stages.slice(1)]).replaceAll(
          '"score":{"$meta":"textScore"},',
          '',
        ),
      )
    expect(
      await mongoSearch({ ...stand, aggregate: (stages) => stand.aggregate(withoutText(stages)) }, ['x'], request),
    ).toEqual({
      ids: ['d', 'c'],
      total: 3,
      tags: ['Family', 'Growth'],
    })
    const second = { tag: null, limit: 2, offset: 2 }
    expect(
      await mongoSearch({ ...stand, aggregate: (stages) => stand.aggregate(withoutText(stages)) }, ['x'], second),
    ).toEqual({
      ids: ['a'],
      total: 3,
      tags: ['Family', 'Growth'],
    })
    const growth = { tag: 'Growth', limit: 2, offset: 0 }
    expect(
      await mongoSearch({ ...stand, aggregate: (stages) => stand.aggregate(withoutText(stages)) }, ['x'], growth),
    ).toEqual({
      ids: ['c', 'a'],
      total: 2,
      tags: ['Family', 'Growth'],
    })
    const page = searchPipeline(['x'], growth)[1] as { $facet: { page: Record<string, unknown>[] } }
    expect(page.$facet.page.slice(0, 2)).toEqual([
      { $match: { tags: 'Growth' } },
      { $sort: { score: { $meta: 'textScore' }, publishedAt: -1 } },
    ])
  })

  it('gives posts stored before search their tags and body text, once', async () => {
    const { collection, stand } = posts()
    await collection.insertMany([
      { _id: 'old', content: plainTextBody('Plan the handover.\n\nEarly.'), tags: ['Succession', 'Family'] },
      { _id: 'new', content: plainTextBody('Kept'), searchTags: '', searchBody: 'Kept' },
    ])
    expect(await backfillSearchText(stand)).toBe(1)
    expect(collection.docs.find((doc) => doc._id === 'old')).toMatchObject({
      searchTags: 'Succession Family',
      searchBody: 'Plan the handover.\n\nEarly.',
    })
    expect(await backfillSearchText(stand)).toBe(0)
  })
})
