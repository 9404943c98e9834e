import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics: each visit carries its visitor's events in the per-visitor limit window,
 * counted in the flush that writes the visit anyway, instead of one shared rate-limit counter
 * per visitor written beside it. docs/analytics.md documents the columns.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`analytics_sessions\` ADD \`window_events\` integer DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_sessions\` ADD \`window_ends_at\` integer DEFAULT 0 NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`analytics_sessions\` DROP COLUMN \`window_ends_at\`;`)
  await db.run(sql`ALTER TABLE \`analytics_sessions\` DROP COLUMN \`window_events\`;`)
}
