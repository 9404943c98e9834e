import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics report cache: the rollup sums a report read, kept under the flush version
 * they were read at, so every instance reuses them until the next flush writes new figures.
 * docs/analytics.md documents the table.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`analytics_report_cache\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`version\` integer NOT NULL,
  	\`body\` text NOT NULL
  ) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_report_cache\`;`)
}
