import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { maskSecretPath } from './frozen/visitor-keys'

/** The leads whose stored first touch may name a secret page. */
const LEAD_TABLES = ['assessments', 'contact_inquiries'] as const

/**
 * Leads stored their first touch's entry page as visited, so one sent from a founder's results
 * page kept its token (and the CSV export and webhook passed it on): each becomes its route.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of LEAD_TABLES) {
    const rows = await db.all<{ id: number; page: string }>(
      sql`SELECT id, attribution_entry_page AS page FROM ${sql.identifier(table)} WHERE attribution_entry_page LIKE '/assessment/results/%'`,
    )
    for (const { id, page } of rows) {
      const masked = maskSecretPath(page)
      if (masked !== page)
        await db.run(
          sql`UPDATE ${sql.identifier(table)} SET attribution_entry_page = ${masked} WHERE id = ${id}`,
        )
    }
  }
}

/** A token once masked is gone for good. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
