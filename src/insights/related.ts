import type { Payload, Where } from 'payload'

import { RELATED_POSTS, relatedPosts } from '@/lib/related-posts'
import type { BlogPost } from '@/payload-types'

/** Posts sharing a tag that are weighed against each other: the newest this many. */
const TAGGED_CANDIDATES = 200

const select = { title: true, summary: true, tags: true, publishedAt: true, createdAt: true } as const

export type RelatedPost = Pick<BlogPost, 'id' | 'title' | 'summary' | 'tags' | 'publishedAt' | 'createdAt'>

/**
 * What to read after `post`: published posts sharing its tags (most shared first), then the most
 * recent. Two bounded queries, however many posts there are.
 */
export async function relatedInsights(
  payload: Payload,
  post: Pick<BlogPost, 'id' | 'tags' | 'publishedAt' | 'createdAt'>,
): Promise<RelatedPost[]> {
  const published: Where = { and: [{ isPublished: { equals: true } }, { id: { not_equals: post.id } }] }
  const find = (where: Where, limit: number) =>
    payload.find({
      collection: 'blog-posts',
      where,
      select,
      sort: ['-publishedAt', '-createdAt'],
      limit,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
  const tags = post.tags ?? []
  const tagged = tags.length ? (await find({ and: [published, { tags: { in: tags } }] }, TAGGED_CANDIDATES)).docs : []
  const recent = tagged.length >= RELATED_POSTS ? [] : (await find(published, RELATED_POSTS * 2)).docs
  return relatedPosts(post, [...tagged, ...recent])
}
