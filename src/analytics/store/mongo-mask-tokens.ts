import type { Connection } from 'mongoose'

import { maskSecretPath } from '@/lib/secret-paths'

import { ROLLUPS } from './rollups'
import { TABLES } from './types'

type Doc = Record<string, unknown>

/** Where a finished run is recorded, so later starts scan nothing. */
const DONE = { collection: 'analytics_data_fixes', id: 'mask-results-tokens' }

/** A results page with its token still in it (a masked one goes on with `:token`). */
const UNMASKED = { $regex: '^/assessment/results/(?!:token(/|$))' }

/** Documents keyed by an id: their path fields and path lists are masked in place (a list is a set, so once). */
const IN_PLACE: { collection: string; paths: string[]; lists: string[] }[] = [
  { collection: TABLES.events, paths: ['path'], lists: [] },
  { collection: TABLES.sessions, paths: ['entryPath', 'exitPath', 'dimensions.entry_page'], lists: ['paths'] },
  { collection: TABLES.visitorDays, paths: [], lists: ['seen'] },
  { collection: TABLES.visits, paths: ['entry_page', 'exitPage'], lists: [] },
]

/** The rollups holding a path (entry pages, pages, not-found details): day and month tables. */
const PATH_ROLLUPS = ROLLUPS.flatMap((entry) => {
  const path = { dimensions: 'value', pages: 'path', goals: 'detail' }[entry.rows as string]
  if (!path || !entry.monthTable) return []
  const sums = [...entry.sums]
  return [
    { collection: entry.dayTable, keys: ['day', ...entry.keys], path, sums },
    { collection: entry.monthTable, keys: ['month', ...entry.keys], path, sums },
  ]
})

/** Documents keyed by a path: two tokens' pages fall under one masked key, so they are merged by summing. */
const MERGED: { collection: string; keys: string[]; path: string; sums: string[] }[] = [
  ...PATH_ROLLUPS,
  { collection: TABLES.visitPages, keys: ['visitId', 'path', 'hour', 'day'], path: 'path', sums: ['views'] },
  { collection: TABLES.visitGoals, keys: ['visitId', 'goal', 'detail', 'day'], path: 'detail', sums: ['events'] },
]

const read = (doc: Doc, field: string): unknown =>
  field.split('.').reduce<unknown>((value, part) => (value as Doc | undefined)?.[part], doc)

type Collections = Pick<Connection, 'collection'>

async function maskInPlace(connection: Collections, { collection, paths, lists }: (typeof IN_PLACE)[number]) {
  const documents = connection.collection(collection)
  const found = await documents.find({ $or: [...paths, ...lists].map((field) => ({ [field]: UNMASKED })) }).toArray()
  let masked = 0
  for (const doc of found) {
    const set: Doc = {}
    for (const field of paths) {
      const value = read(doc, field)
      if (typeof value === 'string' && maskSecretPath(value) !== value) set[field] = maskSecretPath(value)
    }
    for (const field of lists) {
      const value = read(doc, field)
      if (!Array.isArray(value)) continue
      const list = [...new Set(value.map((path) => maskSecretPath(String(path))))]
      if (list.length !== value.length || list.some((path, index) => path !== value[index])) set[field] = list
    }
    if (Object.keys(set).length === 0) continue
    await documents.updateOne({ _id: doc._id }, { $set: set })
    masked += 1
  }
  return masked
}

async function merge(connection: Collections, { collection, keys, path, sums }: (typeof MERGED)[number]) {
  const documents = connection.collection(collection)
  const found = await documents.find({ [path]: UNMASKED }).toArray()
  for (const doc of found) {
    const key = Object.fromEntries(keys.map((field) => [field, doc[field]]))
    key[path] = maskSecretPath(String(doc[path]))
    // Deleted first: the masked key's document takes this one's counts whether it exists or not.
    const { deletedCount } = await documents.deleteOne({ _id: doc._id })
    if (deletedCount === 0) continue
    await documents.updateOne(
      key,
      { $inc: Object.fromEntries(sums.map((field) => [field, Number(doc[field] ?? 0)])) },
      { upsert: true },
    )
  }
  return found.length
}

/**
 * MongoDB's counterpart of the SQLite migration 20261207_020000_mask_analytics_tokens: before
 * ingest masked results pages (27 Nov 2026) a founder's results page was stored with its token in
 * events, live visits, kept visits and the page, entry-page and not-found rollups. Runs at a start
 * until it has finished once.
 */
export async function maskAnalyticsTokens(connection: Collections): Promise<number> {
  // Done once: ingest has masked since, and the path fields searched are not all indexed.
  const done = connection.collection(DONE.collection)
  if (await done.findOne({ _id: DONE.id as never })) return 0
  let masked = 0
  for (const entry of IN_PLACE) masked += await maskInPlace(connection, entry)
  for (const entry of MERGED) masked += await merge(connection, entry)
  await done.updateOne({ _id: DONE.id as never }, { $set: { at: new Date() } }, { upsert: true })
  return masked
}
