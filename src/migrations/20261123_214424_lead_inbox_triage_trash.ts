import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`owner\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`assessments_status_idx\` ON \`assessments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`assessments_owner_idx\` ON \`assessments\` (\`owner\`);`)
  await db.run(sql`CREATE INDEX \`assessments_deleted_at_idx\` ON \`assessments\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`owner\` text;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_status_idx\` ON \`contact_inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_owner_idx\` ON \`contact_inquiries\` (\`owner\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_deleted_at_idx\` ON \`contact_inquiries\` (\`deleted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`assessments_status_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_owner_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`owner\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_status_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_owner_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`owner\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`deleted_at\`;`)
}
