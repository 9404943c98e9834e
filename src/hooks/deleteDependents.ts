import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/** Deletes the documents of `collection` whose `field` points at the document being deleted. */
export const deleteDependents =
  (collection: CollectionSlug, field: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({
      collection,
      where: { [field]: { equals: id } },
      req,
      overrideAccess: true,
      // Trashed ones too: a lead deleted for good takes its trashed AI result with it.
      trash: true,
    })
  }
