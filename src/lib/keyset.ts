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

type Cursor = { value: unknown; id: number | string }

/**
 * One run of a walk: the documents with the sort field empty, or with it filled. Each is read in
 * the order of an index on the field, after the cursor by a condition that bounds the index range
 * (an `or` over the whole order would make the database scan from the top for every page).
 */
type Segment = { where: Where; after: (cursor: Cursor) => Where }

/**
 * The segments of an order, in order: empty values sort first ascending and last descending, on
 * SQLite as on MongoDB; equal values newest id first (createdAt: ids in the same direction).
 */
function segmentsOf({ field, descending }: SortOrder): Segment[] {
  const idDescending = field === 'createdAt' ? descending : true
  const idAfter = (cursor: Cursor): Where => ({ id: { [idDescending ? 'less_than' : 'greater_than']: cursor.id } })
  const empty: Segment = { where: { [field]: { exists: false } }, after: idAfter }
  const filled: Segment = {
    where: { [field]: { exists: true } },
    after: (cursor) => ({
      and: [
        { [field]: { [descending ? 'less_than_equal' : 'greater_than_equal']: cursor.value } },
        { or: [{ [field]: { [descending ? 'less_than' : 'greater_than']: cursor.value } }, idAfter(cursor)] },
      ],
    }),
  }
  return descending ? [filled, empty] : [empty, filled]
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
  let first = true
  for (const segment of segmentsOf(order)) {
    let cursor: Cursor | null = null
    for (;;) {
      if (!first) await new Promise((resolve) => setImmediate(resolve))
      first = false
      const { docs } = await payload.find({
        collection,
        where: { and: [where, segment.where, ...(cursor ? [segment.after(cursor)] : [])] },
        sort: payloadSort(order),
        limit: pageSize,
        pagination: false,
        depth: 0,
        user,
        overrideAccess: false,
      })
      const page = docs as DataFromCollectionSlug<S>[]
      if (page.length) yield page
      if (page.length < pageSize) break
      const last = page[page.length - 1] as unknown as Record<string, unknown> & { id: number | string }
      cursor = { value: sortValueOf(last, order.field), id: last.id }
    }
  }
}

/** The pages with each document mapped. */
export async function* mapPages<T, U>(pages: AsyncIterable<T[]>, map: (doc: T) => U): AsyncGenerator<U[]> {
  for await (const page of pages) yield page.map(map)
}
