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

  it('asks the text index for published posts holding every word, best score first, newest on a tie', async () => {
    const { collection, stand } = posts()
    await collection.insertMany([
      { _id: 'a', isPublished: true, publishedAt: '2026-01-01' },
      { _id: 'b', isPublished: false, publishedAt: '2026-02-01' },
      { _id: 'c', isPublished: true, publishedAt: '2026-03-01' },
    ])
    const pipeline = searchPipeline(['family', 'succession'], 50)
    expect(pipeline[0]).toEqual({ $match: { $text: { $search: '"family" "succession"' }, isPublished: true } })
    expect(pipeline[1]).toEqual({ $sort: { score: { $meta: 'textScore' }, publishedAt: -1 } })
    // mingo has no text index: the rest of the pipeline runs on it with the score left out.
    const withoutText = [{ $match: { isPublished: true } }, { $sort: { publishedAt: -1 } }, ...pipeline.slice(2)]
    expect(collection.run(withoutText)).toEqual([{ _id: 'c' }, { _id: 'a' }])
    const seen: unknown[] = []
    await mongoSearch({ ...stand, aggregate: (stages) => (seen.push(stages), stand.aggregate(withoutText)) }, ['x'], 5)
    expect(seen).toEqual([searchPipeline(['x'], 5)])
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
