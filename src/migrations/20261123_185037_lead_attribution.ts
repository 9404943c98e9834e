import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** Lead attribution: the first touch of the visit that sent an inquiry or an assessment (all optional). */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`attribution_channel\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`attribution_source\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`attribution_medium\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`attribution_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`attribution_entry_page\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`attribution_referrer_host\` text;`)
  await db.run(sql`CREATE INDEX \`assessments_attribution_attribution_channel_idx\` ON \`assessments\` (\`attribution_channel\`);`)
  await db.run(sql`CREATE INDEX \`assessments_attribution_attribution_source_idx\` ON \`assessments\` (\`attribution_source\`);`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`attribution_channel\` text;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`attribution_source\` text;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`attribution_medium\` text;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`attribution_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`attribution_entry_page\` text;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`attribution_referrer_host\` text;`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_attribution_attribution_channel_idx\` ON \`contact_inquiries\` (\`attribution_channel\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_attribution_attribution_source_idx\` ON \`contact_inquiries\` (\`attribution_source\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`assessments_attribution_attribution_channel_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_attribution_attribution_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`attribution_channel\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`attribution_source\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`attribution_medium\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`attribution_campaign\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`attribution_entry_page\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`attribution_referrer_host\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_attribution_attribution_channel_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_attribution_attribution_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`attribution_channel\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`attribution_source\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`attribution_medium\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`attribution_campaign\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`attribution_entry_page\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`attribution_referrer_host\`;`)
}
