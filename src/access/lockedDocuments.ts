import type { Access, SanitizedConfig, Where } from 'payload'

import { isStaff } from './isStaff'

const LOCKS = 'payload-locked-documents'

const isAdminUser = (user: { role?: unknown } | null) => user?.role === 'admin'

/** An editor's own locks; an admin's every lock. */
const ownLocks: Access = ({ req: { user } }) =>
  isAdminUser(user) || (user ? { 'user.value': { equals: user.id } } : false)

/**
 * Payload adds the collection of edit locks itself, open to every signed-in user: an editor could
 * list who edits which lead and delete an admin's lock. Admins keep every right; an editor sees
 * the locks on what editors may change (so the CMS still shows who is editing a post) and
 * changes or deletes only their own.
 */
export function withLockedDocumentsAccess(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (!locks) return config
  const editable = (entities: { slug: string; access: { update?: unknown } }[]) =>
    entities.filter((entity) => entity.access.update === isStaff).map((entity) => entity.slug)
  // One `equals` per collection: the SQL adapter cannot query a polymorphic relationTo with `in`.
  const editorLocks: Where = {
    or: [
      ...editable(config.collections).map((slug) => ({ 'document.relationTo': { equals: slug } })),
      { globalSlug: { in: editable(config.globals) } },
    ],
  }
  locks.access = {
    ...locks.access,
    read: ({ req: { user } }) => isAdminUser(user) || (user ? editorLocks : false),
    update: ownLocks,
    delete: ownLocks,
  }
  return config
}
