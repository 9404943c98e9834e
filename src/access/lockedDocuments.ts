import type { Access, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { editsContent } from './editsContent'

const LOCKS = 'payload-locked-documents'

const isAdminUser = (user: { role?: unknown } | null) => user?.role === 'admin'

/** An editor's own locks; an admin's every lock. */
const ownLocks: Access = ({ req: { user } }) =>
  isAdminUser(user) || (user ? { 'user.value': { equals: user.id } } : false)

type Relation = { relationTo?: unknown; value?: unknown } | null | undefined
type LockData = { document?: Relation; globalSlug?: unknown; user?: Relation }

const relationId = (relation: Relation) =>
  relation?.value && typeof relation.value === 'object' ? (relation.value as { id?: unknown }).id : relation?.value

/** Whether the caller may edit what a lock names: its access rule for updates, for that very document. */
async function mayEdit(req: PayloadRequest, data: LockData): Promise<boolean> {
  const { payload } = req
  if (typeof data.globalSlug === 'string' && data.globalSlug) {
    const global = payload.config.globals.find((entity) => entity.slug === data.globalSlug)
    return Boolean(global && (await global.access.update?.({ req })))
  }
  const slug = data.document?.relationTo
  const id = relationId(data.document)
  const collection = payload.config.collections.find((entity) => entity.slug === slug)
  if (!collection || (typeof id !== 'string' && typeof id !== 'number')) return false
  // Keyed by name: an id is a number on SQLite and a string on MongoDB (Payload types only the first).
  const rule = await collection.access.update?.({ req, id: id as number })
  if (!rule) return false
  if (rule === true) return true
  const { totalDocs } = await payload.count({
    collection: collection.slug,
    where: { and: [{ id: { equals: id } }, rule] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * A lock through /cms-api: in the caller's own name, on a document or global the caller may edit
 * (the CMS itself writes its locks straight to the database and is not held to this).
 */
const lockWrite =
  (existing: Access, creating = false): Access =>
  async (args) => {
    const { req, data } = args
    const { user } = req
    if (!user) return false
    const lock = (data ?? {}) as LockData
    if (creating && !(lock.user && (lock.document || lock.globalSlug))) return false
    if (
      'user' in lock &&
      (lock.user?.relationTo !== user.collection || String(relationId(lock.user)) !== String(user.id))
    )
      return false
    if (('document' in lock || 'globalSlug' in lock) && !(await mayEdit(req, lock))) return false
    return existing(args)
  }

/**
 * Payload adds the collection of edit locks itself, open to every signed-in user: an editor could
 * list who edits which lead, delete an admin's lock, or lock a lead in another's name. Admins read
 * and delete every lock; an editor sees the locks on what editors may change (so the CMS still
 * shows who is editing a post) and changes or deletes only their own; everyone creates locks only
 * in their own name on what they may edit.
 */
export function withLockedDocumentsAccess(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (!locks) return config
  const editable = (entities: { slug: string; access: { update?: unknown } }[]) =>
    entities.filter((entity) => entity.access.update === editsContent).map((entity) => entity.slug)
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
    create: lockWrite(() => true, true),
    update: lockWrite(ownLocks),
    delete: ownLocks,
  }
  return config
}
