import type { CollectionAfterChangeHook, CollectionSlug } from 'payload'

/**
 * Keeps the documents of `collection` whose `field` points at the changed document in the same
 * trash state: trashing a lead trashes its AI result, restoring it restores the result (in
 * the same transaction, from /api as from the CMS).
 */
export const trashDependents =
  (collection: CollectionSlug, field: string): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    const deletedAt = (doc as { deletedAt?: string | null }).deletedAt ?? null
    const before = (previousDoc as { deletedAt?: string | null } | undefined)?.deletedAt ?? null
    if (operation !== 'update' || deletedAt === before) return doc
    await req.payload.update({
      collection,
      where: { [field]: { equals: doc.id } },
      data: { deletedAt } as never,
      trash: true,
      req,
      overrideAccess: true,
      depth: 0,
    })
    return doc
  }
