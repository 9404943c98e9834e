import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The database's identity (one row): its snapshots go to a backup folder of its own, and
 * `npm run restore` refuses a snapshot of another database (src/backups/identity.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ops_database\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`database_id\` text NOT NULL
  );`)
  await db.run(sql`INSERT INTO \`ops_database\` (\`id\`, \`database_id\`) VALUES (1, lower(hex(randomblob(16))));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`ops_database\`;`)
}
