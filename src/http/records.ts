import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  RequiredDataFromCollectionSlug,
  Sort,
  TypedUser,
  Where,
} from 'payload'
import type { z } from 'zod'

import { type DocId, parseDocId } from '@/lib/ids'
import { keysetPages, mapPages, NEWEST, payloadSort } from '@/lib/keyset'

import { requireAdmin } from './auth'
import { ApiError, type IdContext, type PayloadContext, jsonArrayResponse, jsonResponse, readJson } from './http'

/** Order of the public lists: by position, then oldest first; leads and posts newest first. */
export const BY_POSITION: Sort = ['displayOrder', 'createdAt']
export const NEWEST_FIRST: Sort = payloadSort(NEWEST)

type Access = { payload: Payload; user: TypedUser | null }

/** The id in a path or body as the database expects it; a malformed id is a 404 like an unknown one. */
export function docId(payload: Payload, raw: unknown, label: string): DocId {
  const id = parseDocId(raw, payload.db.defaultIDType)
  if (id === null) throw new ApiError(404, `${label} not found`)
  return id
}

/** Documents per page of a whole list: about 25 ms of the server's time each (a lead costs Payload ~130 µs to read). */
const WHOLE_LIST_PAGE_SIZE = 200

/**
 * Every record of `collection` the admin may read (matching `where`), newest first, as a JSON
 * array streamed by keyset pages: lists that grow with the leads (100,000 and more).
 */
export function wholeList<S extends CollectionSlug>(
  admin: { payload: Payload; user: TypedUser },
  collection: S,
  { where, map }: { where?: Where; map?: (doc: DataFromCollectionSlug<S>) => unknown } = {},
): Promise<Response> {
  const pages = keysetPages(admin, collection, { where, order: NEWEST, pageSize: WHOLE_LIST_PAGE_SIZE })
  return jsonArrayResponse(map ? mapPages(pages, map) : pages)
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
export async function findRecord<S extends CollectionSlug>(
  { payload, user }: Access,
  collection: S,
  rawId: string,
  label: string,
) {
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

/** POST of one record (admin): the body as the contract's create schema reads it; answers 201. */
async function createRecord<S extends CollectionSlug>(
  request: Request,
  payload: Payload,
  target: {
    collection: S
    schema: z.ZodType<RequiredDataFromCollectionSlug<S>>
    maxBytes: number
  },
): Promise<Response> {
  const { user } = await requireAdmin(request, payload)
  const data = target.schema.parse(await readJson(request, target.maxBytes))
  const doc = await payload.create({
    collection: target.collection,
    data: data as never,
    user,
    overrideAccess: false,
    depth: 0,
  })
  return jsonResponse(doc, 201)
}

/** DELETE of one record (admin); collection hooks delete what depends on it. */
export async function deleteRecord(
  request: Request,
  { params, payload }: PayloadContext<IdContext>,
  target: { collection: CollectionSlug; label: string },
): Promise<Response> {
  const caller = await requireAdmin(request, payload)
  const { id } = await findRecord(caller, target.collection, (await params).id, target.label)
  await caller.payload.delete({ collection: target.collection, id, user: caller.user, overrideAccess: false })
  return jsonResponse({ success: true, id })
}

/** PUT of one record (admin): an unknown id is a 404 before the body is read; then the given fields change. */
export async function updateRecord<S extends CollectionSlug>(
  request: Request,
  { params, payload }: PayloadContext<IdContext>,
  target: {
    collection: S
    label: string
    schema: z.ZodType<Partial<DataFromCollectionSlug<S>>>
    maxBytes?: number
  },
): Promise<Response> {
  const caller = await requireAdmin(request, payload)
  const { id } = await findRecord(caller, target.collection, (await params).id, target.label)
  const data = target.schema.parse(await readJson(request, target.maxBytes))
  const doc = await caller.payload.update({
    collection: target.collection,
    id,
    data: data as never,
    user: caller.user,
    overrideAccess: false,
    depth: 0,
  })
  return jsonResponse(doc)
}

/** POST, PUT and DELETE of a collection the admin edits whole, each body parsed by its contract. */
export function recordWrites<S extends CollectionSlug>(target: {
  collection: S
  label: string
  createSchema: z.ZodType<RequiredDataFromCollectionSlug<S>>
  updateSchema: z.ZodType<Partial<DataFromCollectionSlug<S>>>
  maxBytes: number
}) {
  const { collection, label, maxBytes } = target
  return {
    create: (request: Request, { payload }: PayloadContext) =>
      createRecord(request, payload, { collection, schema: target.createSchema, maxBytes }),
    update: (request: Request, context: PayloadContext<IdContext>) =>
      updateRecord(request, context, { collection, label, schema: target.updateSchema, maxBytes }),
    remove: (request: Request, context: PayloadContext<IdContext>) =>
      deleteRecord(request, context, { collection, label }),
  }
}
