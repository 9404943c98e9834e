import type { CollectionSlug, Payload, Sort, TypedUser } from 'payload'

import { type DocId, parseDocId } from '@/lib/ids'

import { ApiError, jsonResponse } from './http'

/** Order of the public lists: by position, then oldest first; leads and posts newest first. */
export const BY_POSITION: Sort = ['displayOrder', 'createdAt']
export const NEWEST_FIRST: Sort = ['-createdAt', '-id']

type Access = { payload: Payload; user: TypedUser | null }

/** The id in a path or body as the database expects it; a malformed id is a 404 like an unknown one. */
export function docId(payload: Payload, raw: unknown, label: string): DocId {
  const id = parseDocId(raw, payload.db.defaultIDType)
  if (id === null) throw new ApiError(404, `${label} not found`)
  return id
}

/** Every record the caller may read (access rules apply), in `sort` order. */
export async function listRecords(
  { payload, user }: Access,
  collection: CollectionSlug,
  sort: Sort,
): Promise<Response> {
  const { docs } = await payload.find({
    collection,
    user,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    sort,
  })
  return jsonResponse(docs)
}

/** One record the caller may read, or a 404 naming it. */
export async function findRecord({ payload, user }: Access, collection: CollectionSlug, rawId: string, label: string) {
  const doc = await payload.findByID({
    collection,
    id: docId(payload, rawId, label),
    user,
    overrideAccess: false,
    depth: 0,
    disableErrors: true,
  })
  if (!doc) throw new ApiError(404, `${label} not found`)
  return doc
}

export async function deleteRecord(
  { payload, user }: Access,
  collection: CollectionSlug,
  rawId: string,
  label: string,
): Promise<Response> {
  const { id } = await findRecord({ payload, user }, collection, rawId, label)
  await payload.delete({ collection, id, user, overrideAccess: false })
  return jsonResponse({ success: true, id })
}
