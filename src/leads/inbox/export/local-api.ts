import type { Payload, TypedUser } from 'payload'

import type { LeadKindSlug, LeadListQuery } from '@/contracts/lead-inbox'
import { DERIVED_SORT_KEYS } from '@/leads/fields/lead-triage'
import { CSV_BOM, csvLine } from '@/lib/csv'
import { fieldValue, keysetPages } from '@/lib/keyset'

import { leadWhere, sortOrder } from '../query'
import { csvColumnsOf, type ExportRow as Row } from './columns'

/** A lead's sort value: a derived sort key (never answered) recomputed, any other field as read. */
function sortValue(doc: Record<string, unknown>, field: string): unknown {
  const derive = DERIVED_SORT_KEYS[field]
  return derive ? derive(doc as Row) : fieldValue(doc, field)
}

/**
 * Through the Local API (MongoDB): the CSV of every lead matching `query`, in its order, as a
 * stream of keyset pages (src/lib/keyset.ts), each read only when the reader wants more.
 */
export function localApiLeadCsvStream(
  admin: { payload: Payload; user: TypedUser },
  kind: LeadKindSlug,
  query: LeadListQuery,
  pageSize: number,
): ReadableStream<Uint8Array> {
  const columns = csvColumnsOf(kind)
  const pages = keysetPages(admin, kind, {
    where: leadWhere(kind, query),
    order: sortOrder(query.sort),
    pageSize,
    sortValueOf: sortValue,
  })
  const encoder = new TextEncoder()

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(columns)))
    },
    async pull(controller) {
      const { done, value } = await pages.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value.map((row) => csvLine(columns, row as unknown as Row)).join('')))
    },
    async cancel() {
      await pages.return(undefined)
    },
  })
}
