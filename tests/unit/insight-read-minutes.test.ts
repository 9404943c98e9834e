import { describe, expect, it } from 'vitest'

import { plainTextBody } from '@/insights/markdown'
import { backfillReadMinutes, bodyReadMinutes } from '@/insights/read-minutes'
import type { PostCollection } from '@/insights/search/mongo-index'

import { MingoConnection } from '../fixtures/mingo-mongo'

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')

describe("an insight's stored read time", () => {
  it('counts the words of a body, an editor state or older plain text', () => {
    expect(bodyReadMinutes(plainTextBody(words(401)))).toBe(3)
    expect(bodyReadMinutes(words(200))).toBe(1)
    expect(bodyReadMinutes(null)).toBe(1)
  })

  it('is given on MongoDB to the posts stored before it, once', async () => {
    const collection = new MingoConnection().collection('blog-posts')
    const stand: PostCollection = {
      createIndex: async () => undefined,
      aggregate: (pipeline) => collection.aggregate(pipeline),
      updateOne: (filter, update) => collection.updateOne(filter, update),
    }
    await collection.insertMany([
      { _id: 'old', content: plainTextBody(words(650)) },
      { _id: 'new', content: plainTextBody('Kept'), readMinutes: 1 },
    ])
    expect(await backfillReadMinutes(stand)).toBe(1)
    expect(collection.docs.find((doc) => doc._id === 'old')).toMatchObject({ readMinutes: 4 })
    expect(await backfillReadMinutes(stand)).toBe(0)
  })
})
