import type { Client, InValue } from '@libsql/client'

import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'

import { searchClauses, type SqlPart } from '../sqlite-filter'
import type { LeadSummaryStore, SummaryFilter } from './types'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

/** The clauses as `AND …` after a WHERE. */
const andAll = (clauses: SqlPart[]) => ({
  sql: clauses.map((clause) => ` AND ${clause.sql}`).join(''),
  args: clauses.flatMap((clause) => clause.args),
})

/** SQLite: one statement, two aggregate subqueries (assessments, inquiries), trashed rows left out. */
export class SqliteLeadSummaryStore implements LeadSummaryStore {
  constructor(private readonly client: Client) {}

  async summary({ terms, revenue }: SummaryFilter) {
    const assessed = andAll(searchClauses('assessments', terms))
    const inquired = andAll(searchClauses(LEAD_KIND_TABLE.inquiry.collection, terms))
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
