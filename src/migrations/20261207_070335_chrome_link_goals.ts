import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_chrome_navigation_items\` ADD \`goal\` text;`)
  await db.run(sql`ALTER TABLE \`site_chrome_footer_links\` ADD \`goal\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_chrome_navigation_items\` DROP COLUMN \`goal\`;`)
  await db.run(sql`ALTER TABLE \`site_chrome_footer_links\` DROP COLUMN \`goal\`;`)
}
