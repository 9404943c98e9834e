import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  RequiredDataFromCollectionSlug,
  TypedUser,
} from 'payload'

import type { DocId } from '@/lib/ids'

import { accessFor } from './access'

/** Each AI result collection holds at most one document per owner, found by this field. */
const OWNER_FIELD = { 'ai-predictions': 'assessment', 'message-analyses': 'contactInquiry' } as const
type ResultCollection = keyof typeof OWNER_FIELD & CollectionSlug

/**
 * Stores `data` as the owner's result, replacing the earlier one. A concurrent run (the queue and
 * an admin's click) may create it between the look-up and the create: then the second try updates it.
 */
export async function replaceResult<C extends ResultCollection>(
  payload: Payload,
  collection: C,
  ownerId: DocId,
  data: Omit<RequiredDataFromCollectionSlug<C>, (typeof OWNER_FIELD)[C]>,
  user?: TypedUser | null,
) {
  const field = OWNER_FIELD[collection]
  const access = accessFor(user)
  // The generic collection defeats Payload's per-collection overloads; the signature keeps callers typed.
  const save = async (): Promise<DataFromCollectionSlug<C>> => {
    const { docs } = await payload.find({
      collection,
      where: { [field]: { equals: ownerId } },
      limit: 1,
      depth: 0,
      ...access,
    })
    const existing = docs[0] as { id: DocId } | undefined
    const doc = existing
      ? await payload.update({ collection, id: existing.id, data: data as never, depth: 0, ...access })
      : await payload.create({ collection, data: { ...data, [field]: ownerId } as never, depth: 0, ...access })
    return doc as DataFromCollectionSlug<C>
  }
  return save().catch(save)
}
