import type { Payload } from 'payload'

import { postPath, teamMemberPath } from '@/insights/internal-links'
import type { Redirect } from '@/payload-types'

type Target = Redirect['to']

const refId = (value: unknown): string | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null
}

/**
 * Where each redirect sends a visitor now, by its index in `targets`: a custom address as written,
 * a document by its current path (an insight's slug follows its title); null for a document gone.
 */
export async function targetAddresses(
  payload: Payload,
  targets: readonly (Target | undefined)[],
): Promise<(string | null)[]> {
  const postIds = new Set<string>()
  for (const target of targets) {
    const ref = target?.type === 'reference' ? target.reference : undefined
    const id = ref ? refId(ref.value) : null
    if (ref?.relationTo === 'blog-posts' && id) postIds.add(id)
  }
  const posts = postIds.size
    ? await payload.find({
        collection: 'blog-posts',
        where: { id: { in: [...postIds] } },
        select: { title: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : null
  const postPaths = new Map((posts?.docs ?? []).map((post) => [String(post.id), postPath(post)]))
  return targets.map((target) => {
    if (!target) return null
    if (target.type !== 'reference') return target.url?.trim() || null
    const id = refId(target.reference?.value)
    if (!id) return null
    return target.reference?.relationTo === 'team-members' ? teamMemberPath(id) : (postPaths.get(id) ?? null)
  })
}
