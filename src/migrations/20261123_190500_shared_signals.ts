import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** Named versions instances bump to tell each other of a change (src/shared-state, e.g. public content). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shared_signals\` (
  	\`name\` text PRIMARY KEY NOT NULL,
  	\`version\` integer NOT NULL
  ) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`shared_signals\`;`)
}
