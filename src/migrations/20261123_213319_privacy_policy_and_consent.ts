import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`privacy_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_policy_sections_order_idx\` ON \`privacy_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_policy_sections_parent_id_idx\` ON \`privacy_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_updated\` text DEFAULT '2026-11-23T12:00:00.000Z' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`results_email_consent_version\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`results_email_consent_text\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`results_email_consent_given_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`privacy_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`results_email_consent_version\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`results_email_consent_text\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`results_email_consent_given_at\`;`)
}
