import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics: what the firm saves beside its reports (segments, custom goals, funnels, shared
 * links), one row each with its JSON body; and the event log by day and visit, so a funnel reads a
 * period's events in their order within each visit. docs/analytics.md#saved-views.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`analytics_definitions\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`created_by\` text NOT NULL,
  	\`created_at\` text NOT NULL,
  	\`updated_at\` text NOT NULL
  );`)
  await db.run(sql`CREATE INDEX \`analytics_definitions_kind_idx\` ON \`analytics_definitions\` (\`kind\`, \`created_at\`);`)
  await db.run(
    sql`CREATE INDEX \`analytics_events_day_session_idx\` ON \`analytics_events\` (\`day\`, \`session_id\`, \`ts\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`analytics_events_day_session_idx\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_definitions\`;`)
}
