import type { Payload, Where } from 'payload'

import type { BlogPost } from '@/payload-types'
import { INSIGHTS_PER_PAGE } from '@/lib/insights-listing'
import { keptUntilContentChanges } from '@/content-cache/kept-values'

/** What a card needs of a post: not its body (the read time is stored, a hidden field, hence showHiddenFields). */
export const CARD_FIELDS = {
  title: true,
  summary: true,
  tags: true,
  readMinutes: true,
  publishedAt: true,
  createdAt: true,
} as const
export type CardPost = Pick<BlogPost, 'id' | 'title' | 'summary' | 'tags' | 'readMinutes' | 'publishedAt' | 'createdAt'>

/** One page of insights, how many there are in all, and the tags of those they were drawn from. */
export type InsightsPage = { posts: CardPost[]; total: number; tags: string[] }

const published: Where = { isPublished: { equals: true } }

/** Every distinct tag of the published insights, alphabetical (the list's filter buttons); kept until content changes. */
export const publishedTags = (payload: Payload): Promise<string[]> =>
  keptUntilContentChanges('insights:published-tags', () => readPublishedTags(payload))

async function readPublishedTags(payload: Payload): Promise<string[]> {
  const { values } = await payload.findDistinct({
    collection: 'blog-posts',
    field: 'tags',
    where: published,
    overrideAccess: false,
  })
  // One value per tag (typed as the field, a list): flattened either way.
  const tags = values.flatMap((value): unknown[] => [value.tags].flat())
  return [...new Set(tags.filter((tag): tag is string => typeof tag === 'string' && tag !== ''))].sort((a, b) =>
    a.localeCompare(b),
  )
}

/** A page of the published insights, newest first, of one tag or all: a bounded read at any number of posts. */
export async function listInsights(payload: Payload, tag: string | null, page: number): Promise<InsightsPage> {
  const [found, tags] = await Promise.all([
    payload.find({
      collection: 'blog-posts',
      overrideAccess: false,
      where: tag ? { and: [published, { tags: { equals: tag } }] } : published,
      sort: ['-publishedAt', '-createdAt'],
      select: CARD_FIELDS,
      showHiddenFields: true,
      depth: 0,
      limit: INSIGHTS_PER_PAGE,
      page,
    }),
    publishedTags(payload),
  ])
  return { posts: found.docs, total: found.totalDocs, tags }
}
