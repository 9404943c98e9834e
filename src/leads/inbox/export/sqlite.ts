import type { Client, Row } from '@libsql/client'

import type { LeadKindSlug, LeadListQuery } from '@/contracts/lead-inbox'
import { CSV_BOM, csvLine } from '@/lib/csv'

import { sortOrder } from '../query'
import { allOf, columnOf, leadFilterClauses, leadTable, type SqlPart } from '../sqlite-filter'
import { csvColumnsOf, exportFieldsOf, type ExportRow } from './columns'

type Doc = Record<string, unknown>

/** The row as the lead Payload reads (camel case, a group's fields nested), for the CSV columns. */
function docOf(fields: readonly string[], row: Row): ExportRow {
  const doc: ExportRow = { id: row.id as number }
  for (const field of fields) {
    const [head, tail] = field.split('.')
    const value = row[columnOf(field)]
    if (tail) doc[head] = { ...(doc[head] as Doc | undefined), [tail]: value }
    else doc[head] = value
  }
  return doc
}

/** The sort column's value as read, under a name no lead field has. */
const KEYSET_VALUE = 'keyset_value'

/**
 * One run of the walk: rows with an empty sort value, or with one. Each is read by keyset in the
 * order of an index on (deleted_at, column), so every page costs the same, however deep.
 */
type Segment = { where: string; orderBy: string; after: (last: Row) => SqlPart }

/**
 * The segments of an order, in order: empty values sort first ascending and last descending, as
 * Payload sorts them; equal values newest id first (createdAt: ids in the same direction).
 */
function segmentsOf(sort: string): { column: string; segments: Segment[] } {
  const { field, descending } = sortOrder(sort)
  const column = columnOf(field)
  // The sort comes from the contract's list of keys; the column goes into the statement as is.
  if (!/^[a-z_]+$/.test(column)) throw new Error(`Not a sortable column: ${column}`)
  const idDescending = field === 'createdAt' ? descending : true
  const direction = (down: boolean) => (down ? 'DESC' : 'ASC')
  const beyond = (down: boolean) => (down ? '<' : '>')
  const empty: Segment = {
    where: `${column} IS NULL`,
    orderBy: `id ${direction(idDescending)}`,
    after: (last) => ({ sql: `id ${beyond(idDescending)} ?`, args: [last.id] }),
  }
  const filled: Segment = {
    where: `${column} IS NOT NULL`,
    orderBy: `${column} ${direction(descending)}, id ${direction(idDescending)}`,
    after: (last) =>
      descending === idDescending
        ? { sql: `(${column}, id) ${beyond(descending)} (?, ?)`, args: [last[KEYSET_VALUE], last.id] }
        : {
            // The first condition alone bounds the index range; the second skips the tie already read.
            sql: `${column} ${beyond(descending)}= ? AND (${column} ${beyond(descending)} ? OR id ${beyond(idDescending)} ?)`,
            args: [last[KEYSET_VALUE], last[KEYSET_VALUE], last.id],
          },
  }
  return { column, segments: descending ? [filled, empty] : [empty, filled] }
}

/** Lets the server's other requests in: libsql runs each statement synchronously on the event loop. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * SQLite: the CSV of every lead matching `query`, in its order, streamed; each page is one
 * statement reading only the exported columns (Payload's documents cost ~2 KB of garbage a row,
 * which grew the server by ~250 MB over 100,000 rows), after the last row's sort value and id.
 */
export function sqliteLeadCsvStream(
  client: Client,
  kind: LeadKindSlug,
  query: LeadListQuery,
  pageSize: number,
): ReadableStream<Uint8Array> {
  const columns = csvColumnsOf(kind)
  const fields = exportFieldsOf(kind)
  const filter = leadFilterClauses(kind, query)
  const { column, segments } = segmentsOf(query.sort)
  const select = `SELECT id, ${column} AS ${KEYSET_VALUE}, ${fields.map(columnOf).join(', ')} FROM ${leadTable(kind)}`
  const encoder = new TextEncoder()
  let segment = 0
  let last: Row | null = null

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(columns)))
    },
    async pull(controller) {
      while (segment < segments.length) {
        const current = segments[segment]
        const where = allOf([...filter, { sql: current.where, args: [] }, ...(last ? [current.after(last)] : [])])
        await yieldToOthers()
        const { rows } = await client.execute({
          sql: `${select} WHERE ${where.sql} ORDER BY ${current.orderBy} LIMIT ?`,
          args: [...where.args, pageSize],
        })
        if (rows.length === pageSize) last = rows[rows.length - 1]
        else {
          segment += 1
          last = null
        }
        if (rows.length) {
          controller.enqueue(encoder.encode(rows.map((row) => csvLine(columns, docOf(fields, row))).join('')))
          return
        }
      }
      controller.close()
    },
  })
}
