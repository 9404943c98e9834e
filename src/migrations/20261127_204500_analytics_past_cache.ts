import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics: the past part of a filtered report (its rows summed over the filter slices it
 * reads), keyed by filter, kind and the exact slices read, so a write (which changes only open days)
 * does not make a report read them again. docs/analytics.md#past-part-cache.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`analytics_past_cache\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`created_at\` integer NOT NULL,
  	\`body\` text NOT NULL
  ) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_past_cache\`;`)
}
