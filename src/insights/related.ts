import type { Payload, Where } from 'payload'

import type { BlogPost } from '@/payload-types'

/** A post as the "related insights" rule sees it. */
export type RelatedCandidate = {
  id: number | string
  tags?: string[] | null
  publishedAt?: string | null
  createdAt: string
}

const RELATED_POSTS = 3

const dateOf = (post: RelatedCandidate) => Date.parse(post.publishedAt || post.createdAt) || 0

/**
 * Up to `limit` other posts to read next: those sharing the most tags with `post` first, then the
 * most recent (ties of shared tags too, newest first).
 */
export function relatedPosts<T extends RelatedCandidate>(
  post: RelatedCandidate,
  candidates: readonly T[],
  limit = RELATED_POSTS,
): T[] {
  const tags = new Set(post.tags ?? [])
  const shared = (candidate: T) => (candidate.tags ?? []).filter((tag) => tags.has(tag)).length
  const seen = new Set<string>([String(post.id)])
  return candidates
    .filter((candidate) => {
      const id = String(candidate.id)
      if (seen.has(id)) return false
      seen.add(id)
      return true
    })
    .map((candidate) => ({ candidate, shared: shared(candidate), date: dateOf(candidate) }))
    .sort((a, b) => b.shared - a.shared || b.date - a.date)
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}

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
