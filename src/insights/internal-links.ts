import type { Payload } from 'payload'

import { type InternalLinkRef, internalLinkKey, internalLinkRefs, type RichTextState } from '@/lib/rich-text'
import { postSlug } from '@/lib/slug'

/** The collections a body's link may name by reference (the link drawer's document picker). */
export const INTERNAL_LINK_COLLECTIONS = ['blog-posts', 'team-members'] as const

/** The current address of each linked document, by `relationTo:id`. */
export type InternalHrefs = ReadonlyMap<string, string>

export const postPath = (post: { id: number | string; title: string }) => `/insights/${postSlug(post.title, post.id)}`
export const teamMemberPath = (id: number | string) => `/team#team-member-${id}`

/**
 * Where the body's links by reference point now, read as a visitor would (published insights,
 * active team members): a retitled insight's links follow its new slug; a link to something a
 * visitor cannot see has no address and renders as its text.
 */
export const internalHrefs = (payload: Payload, state: RichTextState | null): Promise<InternalHrefs> =>
  documentHrefs(payload, internalLinkRefs(state))

/** The current address of each document a visitor may open, by `relationTo:id` (internalLinkKey). */
export async function documentHrefs(payload: Payload, refs: readonly InternalLinkRef[]): Promise<InternalHrefs> {
  const hrefs = new Map<string, string>()
  const ids = (collection: string) => [...new Set(refs.filter((ref) => ref.relationTo === collection).map((r) => r.id))]
  const postIds = ids('blog-posts')
  const memberIds = ids('team-members')
  const [posts, members] = await Promise.all([
    postIds.length
      ? payload.find({
          collection: 'blog-posts',
          where: { id: { in: postIds } },
          select: { title: true },
          pagination: false,
          depth: 0,
          overrideAccess: false,
        })
      : null,
    memberIds.length
      ? payload.find({
          collection: 'team-members',
          where: { id: { in: memberIds } },
          select: {},
          pagination: false,
          depth: 0,
          overrideAccess: false,
        })
      : null,
  ])
  for (const post of posts?.docs ?? [])
    hrefs.set(internalLinkKey({ relationTo: 'blog-posts', id: String(post.id) }), postPath(post))
  for (const member of members?.docs ?? [])
    hrefs.set(internalLinkKey({ relationTo: 'team-members', id: String(member.id) }), teamMemberPath(member.id))
  return hrefs
}
