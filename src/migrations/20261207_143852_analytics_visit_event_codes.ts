import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics: each closed day's visits as strings of their events' codes (one character per
 * event, in order), the codes' dictionary and the days coded, so funnels and custom goals read a
 * closed day's visits instead of its event log. docs/analytics.md#saved-views.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`analytics_visits\` ADD \`event_codes\` text;`)
  await db.run(sql`CREATE TABLE \`analytics_event_codes\` (
  	\`code\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`path\` text NOT NULL
  );`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`analytics_event_codes_event_idx\` ON \`analytics_event_codes\` (\`name\`, \`path\`);`,
  )
  await db.run(sql`CREATE TABLE \`analytics_coded_days\` (\`day\` text PRIMARY KEY NOT NULL) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_coded_days\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_event_codes\`;`)
  await db.run(sql`ALTER TABLE \`analytics_visits\` DROP COLUMN \`event_codes\`;`)
}
