import type { CollectionSlug, DataFromCollectionSlug, Payload, Sort, TypedUser, Where } from 'payload'

/** A list's order: one stored field and its direction, ties broken by id. */
export type SortOrder = { field: string; descending: boolean }

/** Newest first: the order of the lead lists and of the AI results. */
export const NEWEST: SortOrder = { field: 'createdAt', descending: true }

/** Payload's sort for an order: the field, then newest first among equals (ids grow with time). */
export const payloadSort = ({ field, descending }: SortOrder): Sort =>
  field === 'createdAt'
    ? [descending ? '-createdAt' : 'createdAt', descending ? '-id' : 'id']
    : [descending ? `-${field}` : field, '-id']

export type Cursor = { value: unknown; id: number | string }

/**
 * The rows after `cursor` in `order` (then id descending): what the next page of a keyset walk
 * reads. Empty values sort first ascending and last descending, on SQLite as on MongoDB.
 */
export function afterCursor({ field, descending }: SortOrder, cursor: Cursor): Where {
  const sameValue: Where =
    cursor.value === null || cursor.value === undefined
      ? { [field]: { exists: false } }
      : { [field]: { equals: cursor.value } }
  const createdAtTie = field === 'createdAt'
  const idAfter: Where = { id: { [createdAtTie && !descending ? 'greater_than' : 'less_than']: cursor.id } }
  const tie: Where = { and: [sameValue, idAfter] }
  if (cursor.value === null || cursor.value === undefined) {
    // Ascending: after the empty values come all the others; descending: only empty ones remain.
    return descending ? tie : { or: [tie, { [field]: { exists: true } }] }
  }
  const beyond: Where = { [field]: { [descending ? 'less_than' : 'greater_than']: cursor.value } }
  return descending ? { or: [beyond, tie, { [field]: { exists: false } }] } : { or: [beyond, tie] }
}

/** A document's value of a stored field, dotted for a group's field. */
export const fieldValue = (doc: Record<string, unknown>, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], doc)

type KeysetWalk = {
  where?: Where
  order: SortOrder
  pageSize: number
  /** The sort value of a document as read (a derived key the answer leaves out is recomputed). */
  sortValueOf?: (doc: Record<string, unknown>, field: string) => unknown
}

/**
 * Every document of `collection` matching `where`, in `order`, as pages of at most `pageSize`
 * read one after the other through the Local API with the caller's rights. Each page starts after
 * the last one's sort value and id (an index range, so a deep page costs what the first does, and
 * documents added meanwhile never shift a page), is read only when the consumer asks for it, and
 * after a turn of the event loop: a whole list of 100,000 leads once held every other request of
 * the server for 13 s.
 */
export async function* keysetPages<S extends CollectionSlug>(
  { payload, user }: { payload: Payload; user: TypedUser },
  collection: S,
  { where = {}, order, pageSize, sortValueOf = fieldValue }: KeysetWalk,
): AsyncGenerator<DataFromCollectionSlug<S>[]> {
  let cursor: Cursor | null = null
  for (;;) {
    if (cursor) await new Promise((resolve) => setImmediate(resolve))
    const { docs } = await payload.find({
      collection,
      where: cursor ? { and: [where, afterCursor(order, cursor)] } : where,
      sort: payloadSort(order),
      limit: pageSize,
      pagination: false,
      depth: 0,
      user,
      overrideAccess: false,
    })
    const page = docs as DataFromCollectionSlug<S>[]
    if (page.length) yield page
    if (page.length < pageSize) return
    const last = page[page.length - 1] as unknown as Record<string, unknown> & { id: number | string }
    cursor = { value: sortValueOf(last, order.field), id: last.id }
  }
}

/** The pages with each document mapped. */
export async function* mapPages<T, U>(pages: AsyncIterable<T[]>, map: (doc: T) => U): AsyncGenerator<U[]> {
  for await (const page of pages) yield page.map(map)
}
