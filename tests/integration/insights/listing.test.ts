import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { insightEditorConfig, markdownToBody } from '@/insights/markdown'
import { listInsights, publishedTags } from '@/insights/listing'
import { searchInsights } from '@/insights/search'
import { INSIGHTS_PER_PAGE } from '@/lib/insights-listing'

import { testPayload } from '../helpers'

let payload: Payload
const PREFIX = 'Listing fixture'

beforeAll(async () => {
  payload = await testPayload()
  const body = markdownToBody(insightEditorConfig(payload), 'Paged words.')
  for (let n = 0; n < INSIGHTS_PER_PAGE + 3; n += 1) {
    await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        title: `${PREFIX} ${n}`,
        summary: 'A paged fixture.',
        content: body,
        tags: n % 5 === 0 ? ['Paged Five', 'Paged'] : ['Paged'],
        isPublished: true,
        publishedAt: new Date(Date.UTC(2030, 0, 1 + n)).toISOString(),
      },
    })
  }
  await payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { title: `${PREFIX} draft`, summary: 'Draft.', content: body, tags: ['Paged Draft'], isPublished: false },
  })
})

describe('the insights list at any number of posts', () => {
  it('reads one page, newest first, with the count of all and every published tag', async () => {
    const first = await listInsights(payload, null, 1)
    expect(first.posts).toHaveLength(INSIGHTS_PER_PAGE)
    expect(first.posts[0].title).toBe(`${PREFIX} ${INSIGHTS_PER_PAGE + 2}`)
    expect(first.total).toBeGreaterThanOrEqual(INSIGHTS_PER_PAGE + 3)
    expect(first.tags).toEqual(expect.arrayContaining(['Paged', 'Paged Five']))
    expect(first.tags).not.toContain('Paged Draft')
    expect(await publishedTags(payload)).toEqual(first.tags)
    const second = await listInsights(payload, null, 2)
    expect(second.posts.map((post) => post.id)).not.toContain(first.posts[0].id)
  })

  it('filters by one tag over every post, not only the page shown', async () => {
    const five = await listInsights(payload, 'Paged Five', 1)
    expect(five.posts.map((post) => post.title)).toEqual([`${PREFIX} 10`, `${PREFIX} 5`, `${PREFIX} 0`])
    expect(five.total).toBe(3)
    expect((await searchInsights(payload, 'paged', { tag: 'Paged Five' })).total).toBe(3)
  })
})
