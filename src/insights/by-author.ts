import type { Payload } from 'payload'

import type { BlogPost } from '@/payload-types'

export type AuthoredInsight = Pick<BlogPost, 'id' | 'title' | 'publishedAt' | 'createdAt'>

/** The most insights one profile lists. */
const INSIGHTS_PER_AUTHOR = 10

/** Each team member's published insights, newest first (one query for the whole team page). */
export async function insightsByAuthor(
  payload: Payload,
  memberIds: (number | string)[],
): Promise<Map<string, AuthoredInsight[]>> {
  const byAuthor = new Map<string, AuthoredInsight[]>()
  if (!memberIds.length) return byAuthor
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { and: [{ isPublished: { equals: true } }, { authors: { in: memberIds } }] },
    select: { title: true, authors: true, publishedAt: true, createdAt: true },
    sort: ['-publishedAt', '-createdAt'],
    limit: INSIGHTS_PER_AUTHOR * memberIds.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  for (const post of docs) {
    for (const author of post.authors ?? []) {
      const key = String(typeof author === 'object' ? author.id : author)
      const list = byAuthor.get(key) ?? []
      if (list.length < INSIGHTS_PER_AUTHOR) list.push(post)
      byAuthor.set(key, list)
    }
  }
  return byAuthor
}
