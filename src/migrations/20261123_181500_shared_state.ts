import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * State every server instance shares (src/shared-state): rate-limit counters with the end of
 * their window, and short named locks with their expiry. Plain tables, not Payload collections.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shared_rate_limits\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`count\` integer NOT NULL,
  	\`reset_at\` integer NOT NULL
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX \`shared_rate_limits_reset_at_idx\` ON \`shared_rate_limits\` (\`reset_at\`);`)
  await db.run(sql`CREATE TABLE \`shared_locks\` (
  	\`name\` text PRIMARY KEY NOT NULL,
  	\`owner\` text NOT NULL,
  	\`expires_at\` integer NOT NULL
  ) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`shared_locks\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`shared_rate_limits\`;`)
}
