// Rebuilds the lock table with the newsletter's column too: the newsletter's migration runs before this one.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_replies\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`assessment_id\` integer,
  	\`contact_inquiry_id\` integer,
  	\`to\` text NOT NULL,
  	\`reply_to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`author\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assessment_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_inquiry_id\`) REFERENCES \`contact_inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_replies_assessment_idx\` ON \`lead_replies\` (\`assessment_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_replies_contact_inquiry_idx\` ON \`lead_replies\` (\`contact_inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_replies_updated_at_idx\` ON \`lead_replies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_replies_created_at_idx\` ON \`lead_replies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reply_templates_templates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reply_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reply_templates_templates_order_idx\` ON \`reply_templates_templates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reply_templates_templates_parent_id_idx\` ON \`reply_templates_templates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reply_templates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`email_key\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`owner_user_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`follow_up_on\` text;`)
  // The person's key of the leads already stored (addresses are ASCII: the contracts accept no other).
  await db.run(sql`UPDATE \`assessments\` SET \`email_key\` = lower(trim(\`contact_email\`));`)
  // A free-text owner naming an admin (by name or e-mail) becomes that user; any other stays readable as text.
  await db.run(sql`UPDATE \`assessments\` SET \`owner_user_id\` = (SELECT \`id\` FROM \`users\` WHERE \`role\` = 'admin' AND (lower(trim(\`users\`.\`name\`)) = lower(trim(\`assessments\`.\`owner\`)) OR lower(\`users\`.\`email\`) = lower(trim(\`assessments\`.\`owner\`))) ORDER BY \`id\` LIMIT 1) WHERE \`owner\` IS NOT NULL AND trim(\`owner\`) != '';`)
  await db.run(sql`CREATE INDEX \`assessments_owner_user_idx\` ON \`assessments\` (\`owner_user_id\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_emailKey_idx\` ON \`assessments\` (\`deleted_at\`,\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_ownerUser_idx\` ON \`assessments\` (\`deleted_at\`,\`owner_user_id\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_followUpOn_idx\` ON \`assessments\` (\`deleted_at\`,\`follow_up_on\`);`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`email_key\` text;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`owner_user_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`follow_up_on\` text;`)
  // The person's key of the leads already stored (addresses are ASCII: the contracts accept no other).
  await db.run(sql`UPDATE \`contact_inquiries\` SET \`email_key\` = lower(trim(\`email\`));`)
  // A free-text owner naming an admin (by name or e-mail) becomes that user; any other stays readable as text.
  await db.run(sql`UPDATE \`contact_inquiries\` SET \`owner_user_id\` = (SELECT \`id\` FROM \`users\` WHERE \`role\` = 'admin' AND (lower(trim(\`users\`.\`name\`)) = lower(trim(\`contact_inquiries\`.\`owner\`)) OR lower(\`users\`.\`email\`) = lower(trim(\`contact_inquiries\`.\`owner\`))) ORDER BY \`id\` LIMIT 1) WHERE \`owner\` IS NOT NULL AND trim(\`owner\`) != '';`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_owner_user_idx\` ON \`contact_inquiries\` (\`owner_user_id\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_emailKey_1_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_ownerUser_1_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`owner_user_id\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_followUpOn_1_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`follow_up_on\`);`)
  // Payload's lock table gets the new collection's column: SQLite adds a foreign key with its actions only by a
  // rebuild (a child table: dropping it touches no other table's rows).
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`team_members_id\` integer,
  	\`advisors_id\` integer,
  	\`blog_posts_id\` integer,
  	\`portfolio_companies_id\` integer,
  	\`media_id\` integer,
  	\`assessments_id\` integer,
  	\`contact_inquiries_id\` integer,
  	\`ai_predictions_id\` integer,
  	\`message_analyses_id\` integer,
  	\`lead_deliveries_id\` integer,
  	\`lead_notes_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`lead_replies_id\` integer,
  	\`audit_log_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`advisors_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_companies_id\`) REFERENCES \`portfolio_companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessments_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_inquiries_id\`) REFERENCES \`contact_inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ai_predictions_id\`) REFERENCES \`ai_predictions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`message_analyses_id\`) REFERENCES \`message_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_deliveries_id\`) REFERENCES \`lead_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_notes_id\`) REFERENCES \`lead_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_replies_id\`) REFERENCES \`lead_replies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "newsletter_subscribers_id", "audit_log_id", "users_id") SELECT "id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "newsletter_subscribers_id", "audit_log_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisors_id_idx\` ON \`payload_locked_documents_rels\` (\`advisors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ai_predictions_id_idx\` ON \`payload_locked_documents_rels\` (\`ai_predictions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`message_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_replies_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_replies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The lock table first: it points at lead_replies, which goes next.
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`team_members_id\` integer,
  	\`advisors_id\` integer,
  	\`blog_posts_id\` integer,
  	\`portfolio_companies_id\` integer,
  	\`media_id\` integer,
  	\`assessments_id\` integer,
  	\`contact_inquiries_id\` integer,
  	\`ai_predictions_id\` integer,
  	\`message_analyses_id\` integer,
  	\`lead_deliveries_id\` integer,
  	\`lead_notes_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`audit_log_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`advisors_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_companies_id\`) REFERENCES \`portfolio_companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessments_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_inquiries_id\`) REFERENCES \`contact_inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ai_predictions_id\`) REFERENCES \`ai_predictions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`message_analyses_id\`) REFERENCES \`message_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_deliveries_id\`) REFERENCES \`lead_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_notes_id\`) REFERENCES \`lead_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "newsletter_subscribers_id", "audit_log_id", "users_id") SELECT "id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "newsletter_subscribers_id", "audit_log_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisors_id_idx\` ON \`payload_locked_documents_rels\` (\`advisors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ai_predictions_id_idx\` ON \`payload_locked_documents_rels\` (\`ai_predictions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`message_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP TABLE \`lead_replies\`;`)
  await db.run(sql`DROP TABLE \`reply_templates_templates\`;`)
  await db.run(sql`DROP TABLE \`reply_templates\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_assessments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`uid\` text,
  	\`business_name\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`contact_email\` text NOT NULL,
  	\`business_website\` text,
  	\`industry\` text,
  	\`business_city\` text NOT NULL,
  	\`business_state\` text NOT NULL,
  	\`business_zip_code\` text NOT NULL,
  	\`annual_revenue\` text NOT NULL,
  	\`total_score\` numeric NOT NULL,
  	\`lifetime_gross_profit\` numeric,
  	\`customer_acquisition_cost\` numeric,
  	\`answers\` text,
  	\`category_scores\` text,
  	\`attribution_channel\` text,
  	\`attribution_source\` text,
  	\`attribution_medium\` text,
  	\`attribution_campaign\` text,
  	\`attribution_entry_page\` text,
  	\`attribution_referrer_host\` text,
  	\`results_email_consent_version\` text,
  	\`results_email_consent_text\` text,
  	\`results_email_consent_given_at\` text,
  	\`status\` text DEFAULT 'new',
  	\`owner\` text,
  	\`status_rank\` numeric,
  	\`revenue_rank\` numeric,
  	\`ltv_cac\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_assessments\`("id", "uid", "business_name", "contact_name", "contact_email", "business_website", "industry", "business_city", "business_state", "business_zip_code", "annual_revenue", "total_score", "lifetime_gross_profit", "customer_acquisition_cost", "answers", "category_scores", "attribution_channel", "attribution_source", "attribution_medium", "attribution_campaign", "attribution_entry_page", "attribution_referrer_host", "results_email_consent_version", "results_email_consent_text", "results_email_consent_given_at", "status", "owner", "status_rank", "revenue_rank", "ltv_cac", "updated_at", "created_at", "deleted_at") SELECT "id", "uid", "business_name", "contact_name", "contact_email", "business_website", "industry", "business_city", "business_state", "business_zip_code", "annual_revenue", "total_score", "lifetime_gross_profit", "customer_acquisition_cost", "answers", "category_scores", "attribution_channel", "attribution_source", "attribution_medium", "attribution_campaign", "attribution_entry_page", "attribution_referrer_host", "results_email_consent_version", "results_email_consent_text", "results_email_consent_given_at", "status", "owner", "status_rank", "revenue_rank", "ltv_cac", "updated_at", "created_at", "deleted_at" FROM \`assessments\`;`)
  await db.run(sql`DROP TABLE \`assessments\`;`)
  await db.run(sql`ALTER TABLE \`__new_assessments\` RENAME TO \`assessments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`assessments_uid_idx\` ON \`assessments\` (\`uid\`);`)
  await db.run(sql`CREATE INDEX \`assessments_contact_email_idx\` ON \`assessments\` (\`contact_email\`);`)
  await db.run(sql`CREATE INDEX \`assessments_annual_revenue_idx\` ON \`assessments\` (\`annual_revenue\`);`)
  await db.run(sql`CREATE INDEX \`assessments_status_idx\` ON \`assessments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`assessments_updated_at_idx\` ON \`assessments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`assessments_created_at_idx\` ON \`assessments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`assessments_deleted_at_idx\` ON \`assessments\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_createdAt_idx\` ON \`assessments\` (\`deleted_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_totalScore_idx\` ON \`assessments\` (\`deleted_at\`,\`total_score\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_revenueRank_idx\` ON \`assessments\` (\`deleted_at\`,\`revenue_rank\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_statusRank_idx\` ON \`assessments\` (\`deleted_at\`,\`status_rank\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_ltvCac_idx\` ON \`assessments\` (\`deleted_at\`,\`ltv_cac\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_businessName_idx\` ON \`assessments\` (\`deleted_at\`,\`business_name\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_contactName_idx\` ON \`assessments\` (\`deleted_at\`,\`contact_name\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_industry_idx\` ON \`assessments\` (\`deleted_at\`,\`industry\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_businessCity_idx\` ON \`assessments\` (\`deleted_at\`,\`business_city\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_owner_idx\` ON \`assessments\` (\`deleted_at\`,\`owner\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_attribution_channel_idx\` ON \`assessments\` (\`deleted_at\`,\`attribution_channel\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_attribution_source_idx\` ON \`assessments\` (\`deleted_at\`,\`attribution_source\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_inquiries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`uid\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`website\` text,
  	\`industry\` text,
  	\`inquiry_type\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`attribution_channel\` text,
  	\`attribution_source\` text,
  	\`attribution_medium\` text,
  	\`attribution_campaign\` text,
  	\`attribution_entry_page\` text,
  	\`attribution_referrer_host\` text,
  	\`status\` text DEFAULT 'new',
  	\`owner\` text,
  	\`status_rank\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_inquiries\`("id", "uid", "first_name", "last_name", "email", "website", "industry", "inquiry_type", "message", "attribution_channel", "attribution_source", "attribution_medium", "attribution_campaign", "attribution_entry_page", "attribution_referrer_host", "status", "owner", "status_rank", "updated_at", "created_at", "deleted_at") SELECT "id", "uid", "first_name", "last_name", "email", "website", "industry", "inquiry_type", "message", "attribution_channel", "attribution_source", "attribution_medium", "attribution_campaign", "attribution_entry_page", "attribution_referrer_host", "status", "owner", "status_rank", "updated_at", "created_at", "deleted_at" FROM \`contact_inquiries\`;`)
  await db.run(sql`DROP TABLE \`contact_inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_inquiries\` RENAME TO \`contact_inquiries\`;`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_uid_idx\` ON \`contact_inquiries\` (\`uid\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_email_idx\` ON \`contact_inquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_status_idx\` ON \`contact_inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_updated_at_idx\` ON \`contact_inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_created_at_idx\` ON \`contact_inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_deleted_at_idx\` ON \`contact_inquiries\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_createdAt_1_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_firstName_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`first_name\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_email_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`email\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_industry_1_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`industry\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_inquiryType_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`inquiry_type\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_statusRank_1_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`status_rank\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_owner_1_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`owner\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_attribution_channel_1_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`attribution_channel\`);`)
  await db.run(sql`CREATE INDEX \`deletedAt_attribution_source_1_idx\` ON \`contact_inquiries\` (\`deleted_at\`,\`attribution_source\`);`)
}
