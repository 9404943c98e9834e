import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics: visits are found by visitor id alone. Every flush moves each of its visits'
 * last_at on; with last_at in this index too each of those updates also moved the visit's entry
 * in it, a fifth of the ingest's write time. A visitor has a handful of visits in the two days
 * kept, so filtering them by last_at after the lookup costs nothing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`analytics_sessions_visitor_idx\`;`)
  await db.run(sql`CREATE INDEX \`analytics_sessions_visitor_idx\` ON \`analytics_sessions\` (\`visitor_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`analytics_sessions_visitor_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`analytics_sessions_visitor_idx\` ON \`analytics_sessions\` (\`visitor_id\`, \`last_at\`);`,
  )
}
