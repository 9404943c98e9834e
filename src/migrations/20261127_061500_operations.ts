import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The automatic snapshots' last outcome (one row, id 1), shown in the dashboard header (src/backups/state.ts),
 * and the running servers' marks, which `npm run restore` refuses to replace a database under
 * (src/backups/presence.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ops_backups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_success_at\` integer,
  	\`last_snapshot\` text,
  	\`last_failure_at\` integer,
  	\`last_error\` text,
  	\`failures\` integer DEFAULT 0 NOT NULL
  );`)
  await db.run(sql`CREATE TABLE \`ops_instances\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pid\` integer NOT NULL,
  	\`host\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`seen_at\` integer NOT NULL
  ) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`ops_instances\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`ops_backups\`;`)
}
