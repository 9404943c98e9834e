import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`lead_deliveries\` ADD \`lead_note_id\` integer REFERENCES lead_notes(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_lead_note_idx\` ON \`lead_deliveries\` (\`lead_note_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_lead_deliveries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`assessment_id\` integer,
  	\`contact_inquiry_id\` integer,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`last_error\` text,
  	\`delivered_at\` text,
  	\`external_ids\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assessment_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_inquiry_id\`) REFERENCES \`contact_inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_lead_deliveries\`("id", "key", "channel", "assessment_id", "contact_inquiry_id", "status", "attempts", "last_error", "delivered_at", "external_ids", "updated_at", "created_at") SELECT "id", "key", "channel", "assessment_id", "contact_inquiry_id", "status", "attempts", "last_error", "delivered_at", "external_ids", "updated_at", "created_at" FROM \`lead_deliveries\`;`)
  await db.run(sql`DROP TABLE \`lead_deliveries\`;`)
  await db.run(sql`ALTER TABLE \`__new_lead_deliveries\` RENAME TO \`lead_deliveries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_deliveries_key_idx\` ON \`lead_deliveries\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_channel_idx\` ON \`lead_deliveries\` (\`channel\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_assessment_idx\` ON \`lead_deliveries\` (\`assessment_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_contact_inquiry_idx\` ON \`lead_deliveries\` (\`contact_inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_status_idx\` ON \`lead_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_updated_at_idx\` ON \`lead_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_created_at_idx\` ON \`lead_deliveries\` (\`created_at\`);`)
}
