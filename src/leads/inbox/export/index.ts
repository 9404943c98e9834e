import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, TypedUser } from 'payload'

import type { LeadKindSlug, LeadListQuery } from '@/contracts/lead-inbox'

import { localApiLeadCsvStream } from './local-api'
import { sqliteLeadCsvStream } from './sqlite'

/** Rows read per query: the server holds one page at a time, whatever the export's size. */
const EXPORT_PAGE_SIZE = 500

/**
 * The CSV of every lead matching `query`, in its order, streamed page by page (by keyset, only
 * when the reader wants more, so memory stays flat and rows added meanwhile never shift a page):
 * on SQLite by statements of its own, on MongoDB through the Local API. The caller is an admin
 * (the routes check it first).
 */
export function leadCsvStream(
  admin: { payload: Payload; user: TypedUser },
  kind: LeadKindSlug,
  query: LeadListQuery,
  pageSize = EXPORT_PAGE_SIZE,
): ReadableStream<Uint8Array> {
  if (admin.payload.db.name === 'mongoose') return localApiLeadCsvStream(admin, kind, query, pageSize)
  return sqliteLeadCsvStream((admin.payload.db as unknown as SQLiteAdapter).client, kind, query, pageSize)
}
