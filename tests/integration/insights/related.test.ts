import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { plainTextBody } from '@/insights/markdown'
import { relatedInsights } from '@/insights/related'

import { testPayload } from '../helpers'

let payload: Payload
const ids: Record<string, number> = {}

const create = async (title: string, tags: string[], day: number, isPublished = true) => {
  const doc = await payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      title,
      summary: `${title} summary`,
      content: plainTextBody(title),
      tags,
      isPublished,
      publishedAt: isPublished ? `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z` : null,
    },
  })
  ids[title] = doc.id
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  await create('Current', ['Succession', 'Governance'], 10)
  await create('Both tags', ['Succession', 'Governance'], 1)
  await create('One tag, newer', ['Governance'], 8)
  await create('One tag, older', ['Succession'], 2)
  await create('Draft sharing both', ['Succession', 'Governance'], 9, false)
  await create('Untagged newest', [], 20)
  await create('Untagged older', [], 15)
})

const titlesFor = async (title: string) => {
  const post = await payload.findByID({ collection: 'blog-posts', id: ids[title], overrideAccess: true, depth: 0 })
  return (await relatedInsights(payload, post)).map((each) => each.title)
}

describe('related insights at the end of an article', () => {
  it('are published posts sharing the most tags, then the newest of those sharing fewer', async () => {
    expect(await titlesFor('Current')).toEqual(['Both tags', 'One tag, newer', 'One tag, older'])
  })

  it('fill up with the most recent published posts when fewer than three share a tag', async () => {
    expect(await titlesFor('One tag, older')).toEqual(['Current', 'Both tags', 'Untagged newest'])
  })

  it('are the most recent posts for a post without tags', async () => {
    expect(await titlesFor('Untagged older')).toEqual(['Untagged newest', 'Current', 'One tag, newer'])
  })
})
