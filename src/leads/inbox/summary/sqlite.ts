import type { Client, InValue } from '@libsql/client'

import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'

import type { LeadSummaryStore, SummaryFilter } from './types'

/** The columns of the search's fields (src/leads/inbox/query.ts). */
const SEARCH_COLUMNS = {
  assessments: ['business_name', 'contact_name', 'contact_email'],
  inquiries: ['first_name', 'last_name', 'email', 'website'],
} as const

/** A LIKE pattern for `term` anywhere in the text, its wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** Every word in one of the columns (LIKE is case-insensitive for ASCII, as Payload's `contains`). */
function searchClause(columns: readonly string[], terms: string[]): { sql: string; args: InValue[] } {
  const args: InValue[] = []
  const parts = terms.map((term) => {
    args.push(...columns.map(() => containing(term)))
    return `(${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`
  })
  return { sql: parts.map((part) => ` AND ${part}`).join(''), args }
}

/** SQLite: one statement, two aggregate subqueries (assessments, inquiries), trashed rows left out. */
export class SqliteLeadSummaryStore implements LeadSummaryStore {
  constructor(private readonly client: Client) {}

  async summary({ terms, revenue }: SummaryFilter) {
    const assessed = searchClause(SEARCH_COLUMNS.assessments, terms)
    const inquired = searchClause(SEARCH_COLUMNS.inquiries, terms)
    const revenueSql = revenue ? ' AND annual_revenue = ?' : ''
    const sql = `SELECT a.total, a.high, a.average, i.inquiries FROM
      (SELECT COUNT(*) AS total, COALESCE(SUM(total_score >= ?), 0) AS high, AVG(total_score) AS average
        FROM assessments WHERE deleted_at IS NULL${assessed.sql}${revenueSql}) a,
      (SELECT COUNT(*) AS inquiries FROM contact_inquiries WHERE deleted_at IS NULL${inquired.sql}) i`
    const args: InValue[] = [
      HIGH_POTENTIAL_MIN_SCORE,
      ...assessed.args,
      ...(revenue ? [revenue] : []),
      ...inquired.args,
    ]
    const { rows } = await this.client.execute({ sql, args })
    const row = rows[0]
    return {
      totalAssessments: Number(row.total),
      contactInquiries: Number(row.inquiries),
      highPotential: Number(row.high),
      avgScore: row.average === null ? 0 : Math.round(Number(row.average)),
    }
  }
}
