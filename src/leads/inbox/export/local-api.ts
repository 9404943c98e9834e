import type { Payload, TypedUser, Where } from 'payload'

import type { LeadKindSlug, LeadListQuery } from '@/contracts/lead-inbox'
import { DERIVED_SORT_KEYS } from '@/fields/lead-triage'
import { CSV_BOM, csvLine } from '@/lib/csv'

import { afterCursor, leadWhere, payloadSort, sortOrder } from '../query'
import { csvColumnsOf, type ExportRow as Row } from './columns'

/** A row's value of a stored field (dotted for a group's field; derived sort keys recomputed). */
function valueAt(row: Row, field: string): unknown {
  const derive = DERIVED_SORT_KEYS[field]
  if (derive) return derive(row)
  return field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], row)
}

/**
 * Through the Local API (MongoDB): the CSV of every lead matching `query`, in its order, as a
 * stream; pages are read one after the other by keyset (after the last row's sort value and id),
 * only when the reader wants more, so rows added meanwhile never shift a page.
 */
export function localApiLeadCsvStream(
  { payload, user }: { payload: Payload; user: TypedUser },
  kind: LeadKindSlug,
  query: LeadListQuery,
  pageSize: number,
): ReadableStream<Uint8Array> {
  const columns = csvColumnsOf(kind)
  const order = sortOrder(query.sort)
  const where = leadWhere(kind, query)
  const encoder = new TextEncoder()
  let cursor: { value: unknown; id: number | string } | null = null
  let done = false

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(columns)))
    },
    async pull(controller) {
      if (done) return
      const page: Where = cursor ? { and: [where, afterCursor(order, cursor)] } : where
      const { docs } = await payload.find({
        collection: kind,
        where: page,
        sort: payloadSort(order),
        limit: pageSize,
        pagination: false,
        depth: 0,
        user,
        overrideAccess: false,
      })
      const rows = docs as unknown as Row[]
      if (rows.length) controller.enqueue(encoder.encode(rows.map((row) => csvLine(columns, row)).join('')))
      if (rows.length < pageSize) {
        done = true
        controller.close()
        return
      }
      const last = rows[rows.length - 1]
      cursor = { value: valueAt(last, order.field), id: last.id }
    },
  })
}
