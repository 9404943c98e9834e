/** A post as the "related insights" rule sees it. */
export type RelatedCandidate = {
  id: number | string
  tags?: string[] | null
  publishedAt?: string | null
  createdAt: string
}

export const RELATED_POSTS = 3

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
