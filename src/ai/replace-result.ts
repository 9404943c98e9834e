import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  RequiredDataFromCollectionSlug,
  TypedUser,
} from 'payload'

import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import type { DocId } from '@/lib/ids'

import { accessFor } from './access'

/** Each AI result collection holds at most one document per owner, found by this field. */
const OWNER_FIELD = {
  [LEAD_KIND_TABLE.assessment.aiCollection]: LEAD_KIND_TABLE.assessment.relationField,
  [LEAD_KIND_TABLE.inquiry.aiCollection]: LEAD_KIND_TABLE.inquiry.relationField,
} as const
type ResultCollection = keyof typeof OWNER_FIELD & CollectionSlug
/** The lead each kind of result belongs to. */
const OWNER_COLLECTION = {
  [LEAD_KIND_TABLE.assessment.aiCollection]: LEAD_KIND_TABLE.assessment.collection,
  [LEAD_KIND_TABLE.inquiry.aiCollection]: LEAD_KIND_TABLE.inquiry.collection,
} as const
type ResultData<C extends ResultCollection> = Omit<RequiredDataFromCollectionSlug<C>, (typeof OWNER_FIELD)[C]>

/**
 * Stores `data` as the owner's result, replacing the earlier one. A concurrent run (the queue and
 * an admin's click) may create it between the look-up and the create: then the second try updates it.
 */
async function replaceResult<C extends ResultCollection>(
  payload: Payload,
  collection: C,
  ownerId: DocId,
  data: ResultData<C>,
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

/**
 * Analyses the lead that owns a result of `collection` and stores the answer in place of any
 * earlier one. Null when the lead does not exist (or `user` may not read it).
 */
export async function analyseAndReplace<C extends ResultCollection>(
  payload: Payload,
  collection: C,
  ownerId: DocId,
  user: TypedUser | null | undefined,
  analyse: (lead: DataFromCollectionSlug<(typeof OWNER_COLLECTION)[C]>) => Promise<ResultData<C>>,
): Promise<DataFromCollectionSlug<C> | null> {
  const lead = await payload.findByID({
    collection: OWNER_COLLECTION[collection],
    id: ownerId,
    depth: 0,
    disableErrors: true,
    ...accessFor(user),
  })
  if (!lead) return null
  return replaceResult(payload, collection, lead.id, await analyse(lead), user)
}
