import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_notes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`assessment_id\` integer,
  	\`contact_inquiry_id\` integer,
  	\`type\` text DEFAULT 'note' NOT NULL,
  	\`text\` text,
  	\`from\` text,
  	\`to\` text,
  	\`author\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assessment_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_inquiry_id\`) REFERENCES \`contact_inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_notes_assessment_idx\` ON \`lead_notes\` (\`assessment_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_notes_contact_inquiry_idx\` ON \`lead_notes\` (\`contact_inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_notes_updated_at_idx\` ON \`lead_notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_notes_created_at_idx\` ON \`lead_notes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`owner\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`status_rank\` numeric;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`revenue_rank\` numeric;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`ltv_cac\` numeric;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`assessments_business_name_idx\` ON \`assessments\` (\`business_name\`);`)
  await db.run(sql`CREATE INDEX \`assessments_contact_name_idx\` ON \`assessments\` (\`contact_name\`);`)
  await db.run(sql`CREATE INDEX \`assessments_business_city_idx\` ON \`assessments\` (\`business_city\`);`)
  await db.run(sql`CREATE INDEX \`assessments_attribution_attribution_medium_idx\` ON \`assessments\` (\`attribution_medium\`);`)
  await db.run(sql`CREATE INDEX \`assessments_attribution_attribution_campaign_idx\` ON \`assessments\` (\`attribution_campaign\`);`)
  await db.run(sql`CREATE INDEX \`assessments_status_idx\` ON \`assessments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`assessments_owner_idx\` ON \`assessments\` (\`owner\`);`)
  await db.run(sql`CREATE INDEX \`assessments_status_rank_idx\` ON \`assessments\` (\`status_rank\`);`)
  await db.run(sql`CREATE INDEX \`assessments_revenue_rank_idx\` ON \`assessments\` (\`revenue_rank\`);`)
  await db.run(sql`CREATE INDEX \`assessments_ltv_cac_idx\` ON \`assessments\` (\`ltv_cac\`);`)
  await db.run(sql`CREATE INDEX \`assessments_deleted_at_idx\` ON \`assessments\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`owner\` text;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`status_rank\` numeric;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_first_name_idx\` ON \`contact_inquiries\` (\`first_name\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_attribution_attribution_medium_idx\` ON \`contact_inquiries\` (\`attribution_medium\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_attribution_attribution_campaign_idx\` ON \`contact_inquiries\` (\`attribution_campaign\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_status_idx\` ON \`contact_inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_owner_idx\` ON \`contact_inquiries\` (\`owner\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_status_rank_idx\` ON \`contact_inquiries\` (\`status_rank\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_deleted_at_idx\` ON \`contact_inquiries\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`ai_predictions\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`ai_predictions_deleted_at_idx\` ON \`ai_predictions\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`message_analyses\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`message_analyses_deleted_at_idx\` ON \`message_analyses\` (\`deleted_at\`);`)
  // Recreated (SQLite cannot add a foreign key with ON DELETE cascade to an existing table).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
	\`id\` integer PRIMARY KEY NOT NULL,
	\`order\` integer,
	\`parent_id\` integer NOT NULL,
	\`path\` text NOT NULL,
	\`team_members_id\` integer,
	\`advisors_id\` integer,
	\`blog_posts_id\` integer,
	\`media_id\` integer,
	\`assessments_id\` integer,
	\`contact_inquiries_id\` integer,
	\`ai_predictions_id\` integer,
	\`message_analyses_id\` integer,
	\`lead_deliveries_id\` integer,
	\`lead_notes_id\` integer,
	\`users_id\` integer,
	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`advisors_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`assessments_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`contact_inquiries_id\`) REFERENCES \`contact_inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`ai_predictions_id\`) REFERENCES \`ai_predictions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`message_analyses_id\`) REFERENCES \`message_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`lead_deliveries_id\`) REFERENCES \`lead_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`lead_notes_id\`) REFERENCES \`lead_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
);
`)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "users_id") SELECT "id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisors_id_idx\` ON \`payload_locked_documents_rels\` (\`advisors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ai_predictions_id_idx\` ON \`payload_locked_documents_rels\` (\`ai_predictions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`message_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  // Leads stored before the inbox: New, and the derived sort keys the collection hooks keep
  // (revenue band order, LTV/CAC ratio when both amounts are set and not zero).
  await db.run(sql`UPDATE \`assessments\` SET \`status\` = 'new', \`status_rank\` = 0 WHERE \`status\` IS NULL OR \`status_rank\` IS NULL;`)
  await db.run(sql`UPDATE \`contact_inquiries\` SET \`status\` = 'new', \`status_rank\` = 0 WHERE \`status\` IS NULL OR \`status_rank\` IS NULL;`)
  await db.run(sql`UPDATE \`assessments\` SET \`revenue_rank\` = CASE \`annual_revenue\` WHEN 'under-100k' THEN 0 WHEN '100k-500k' THEN 1 WHEN '500k-1m' THEN 2 WHEN '1m-5m' THEN 3 WHEN '5m-plus' THEN 4 END;`)
  await db.run(sql`UPDATE \`assessments\` SET \`ltv_cac\` = CASE WHEN \`lifetime_gross_profit\` <> 0 AND \`customer_acquisition_cost\` <> 0 THEN \`lifetime_gross_profit\` * 1.0 / \`customer_acquisition_cost\` END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`lead_notes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`team_members_id\` integer,
  	\`advisors_id\` integer,
  	\`blog_posts_id\` integer,
  	\`media_id\` integer,
  	\`assessments_id\` integer,
  	\`contact_inquiries_id\` integer,
  	\`ai_predictions_id\` integer,
  	\`message_analyses_id\` integer,
  	\`lead_deliveries_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`advisors_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessments_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_inquiries_id\`) REFERENCES \`contact_inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ai_predictions_id\`) REFERENCES \`ai_predictions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`message_analyses_id\`) REFERENCES \`message_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_deliveries_id\`) REFERENCES \`lead_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "users_id") SELECT "id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisors_id_idx\` ON \`payload_locked_documents_rels\` (\`advisors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ai_predictions_id_idx\` ON \`payload_locked_documents_rels\` (\`ai_predictions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`message_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`assessments_business_name_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_contact_name_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_business_city_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_attribution_attribution_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_attribution_attribution_campaign_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_status_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_owner_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_status_rank_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_revenue_rank_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_ltv_cac_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`owner\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`status_rank\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`revenue_rank\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`ltv_cac\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_first_name_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_attribution_attribution_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_attribution_attribution_campaign_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_status_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_owner_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_status_rank_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`owner\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`status_rank\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`ai_predictions_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`ai_predictions\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`message_analyses_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`message_analyses\` DROP COLUMN \`deleted_at\`;`)
}
