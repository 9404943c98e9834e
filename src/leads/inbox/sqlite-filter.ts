import { kindOfCollection, LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import type { InValue } from '@libsql/client'

import type { LeadKindSlug, LeadListQuery } from '@/contracts/lead-inbox'

import { createdBounds, followUpToday, searchFieldsOf, searchTerms } from './query'

/** The SQLite column of a Payload field: snake case, a group's field prefixed by the group (`attribution_channel`). */
export const columnOf = (field: string): string =>
  field
    .split('.')
    .map((part) => part.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
    .join('_')

/** The table of a lead collection. */
export const leadTable = (collection: LeadKindSlug): string => LEAD_KIND_TABLE[kindOfCollection(collection)].table

export type SqlPart = { sql: string; args: InValue[] }

/** A LIKE pattern for `term` anywhere in the text, its wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** Every word in one of the kind's search columns (LIKE is case-insensitive for ASCII, as Payload's `contains`). */
export function searchClauses(kind: LeadKindSlug, terms: string[]): SqlPart[] {
  const columns = searchFieldsOf(kind).map(columnOf)
  return terms.map((term) => ({
    sql: `(${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    args: columns.map(() => containing(term)),
  }))
}

/** The conditions of a list query (as `leadWhere` in ./query.ts), the trash left out. */
export function leadFilterClauses(
  kind: LeadKindSlug,
  query: Omit<LeadListQuery, 'page' | 'limit' | 'sort'>,
): SqlPart[] {
  const clauses: SqlPart[] = [{ sql: 'deleted_at IS NULL', args: [] }, ...searchClauses(kind, searchTerms(query.q))]
  const equal = (column: string, value: InValue | undefined) => {
    if (value !== undefined) clauses.push({ sql: `${column} = ?`, args: [value] })
  }
  // A lead stored before triage existed has no status: it is New.
  if (query.status === 'new') clauses.push({ sql: `(status = 'new' OR status IS NULL)`, args: [] })
  else equal('status', query.status)
  const created = createdBounds(query)
  if (created.from) clauses.push({ sql: 'created_at >= ?', args: [created.from] })
  if (created.before) clauses.push({ sql: 'created_at < ?', args: [created.before] })
  if (created.until) clauses.push({ sql: 'created_at <= ?', args: [created.until] })
  for (const part of ['channel', 'medium', 'campaign'] as const) equal(`attribution_${part}`, query[part])
  equal('attribution_entry_page', query.entryPage)
  if (query.source !== undefined) {
    // As Leads by source names a lead's source: utm_source, else the referrer's host, else direct.
    clauses.push({
      sql:
        `(attribution_source = ? OR (COALESCE(attribution_channel, '') <> '' AND COALESCE(attribution_source, '') = '' ` +
        `AND (attribution_referrer_host = ? OR (? = 'direct' AND COALESCE(attribution_referrer_host, '') = ''))))`,
      args: [query.source, query.source, query.source],
    })
  }
  equal('annual_revenue', query.revenue)
  if (query.minScore !== undefined) clauses.push({ sql: 'total_score >= ?', args: [query.minScore] })
  equal('inquiry_type', query.type)
  equal('owner_user_id', query.owner)
  if (query.due) clauses.push({ sql: 'follow_up_on <= ?', args: [followUpToday()] })
  if (query.awaitingKeys) {
    const keys = query.awaitingKeys.length ? query.awaitingKeys : ['']
    clauses.push({ sql: `email_key IN (${keys.map(() => '?').join(', ')})`, args: keys })
  }
  return clauses
}

/** Clauses joined with AND. */
export const allOf = (clauses: SqlPart[]): SqlPart => ({
  sql: clauses.map((clause) => clause.sql).join(' AND ') || '1',
  args: clauses.flatMap((clause) => clause.args),
})
