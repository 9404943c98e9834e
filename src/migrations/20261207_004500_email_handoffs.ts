import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The e-mails handed to the mail server, by delivery key, so a try that did not live to record
 * its outcome is never followed by a second copy (src/email/handoff.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shared_email_handoffs\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`handed_at\` integer NOT NULL
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX \`shared_email_handoffs_handed_at_idx\` ON \`shared_email_handoffs\` (\`handed_at\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`shared_email_handoffs\`;`)
}
