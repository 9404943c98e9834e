import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`source_page\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`bounced_at\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_source_page_idx\` ON \`newsletter_subscribers\` (\`source_page\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`newsletter_subscribers_source_page_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`source_page\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`bounced_at\`;`)
}
