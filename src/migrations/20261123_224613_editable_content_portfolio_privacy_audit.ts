import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`portfolio_companies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`sector\` text NOT NULL,
  	\`stage\` text NOT NULL,
  	\`status\` text DEFAULT 'current' NOT NULL,
  	\`founder_quote\` text,
  	\`quote_author\` text,
  	\`url\` text,
  	\`is_active\` integer DEFAULT true,
  	\`display_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`portfolio_companies_logo_idx\` ON \`portfolio_companies\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_companies_is_active_idx\` ON \`portfolio_companies\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_companies_display_order_idx\` ON \`portfolio_companies\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_companies_updated_at_idx\` ON \`portfolio_companies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_companies_created_at_idx\` ON \`portfolio_companies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor\` text NOT NULL,
  	\`email_hash\` text NOT NULL,
  	\`records\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_email_hash_idx\` ON \`audit_log\` (\`email_hash\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_page_mission_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_mission_items_order_idx\` ON \`home_page_mission_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_mission_items_parent_id_idx\` ON \`home_page_mission_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_values_items_order_idx\` ON \`home_page_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_values_items_parent_id_idx\` ON \`home_page_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_focus_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_focus_items_order_idx\` ON \`home_page_focus_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_focus_items_parent_id_idx\` ON \`home_page_focus_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text DEFAULT 'Venture & Growth Capital' NOT NULL,
  	\`hero_title\` text DEFAULT 'Your Legacy: Our Commitment' NOT NULL,
  	\`hero_intro\` text DEFAULT 'We partner with founder-led and family-run businesses, bringing patient capital, operating experience and a long-term view to the companies that families and founders have spent decades building.' NOT NULL,
  	\`mission_eyebrow\` text DEFAULT 'About the firm' NOT NULL,
  	\`mission_title\` text DEFAULT 'Our Mission' NOT NULL,
  	\`mission_intro\` text DEFAULT 'Three commitments guide every partnership, from the first conversation to the day a company begins its next chapter.' NOT NULL,
  	\`values_title\` text DEFAULT 'Our Values' NOT NULL,
  	\`focus_eyebrow\` text DEFAULT 'Where we invest' NOT NULL,
  	\`focus_title\` text DEFAULT 'Current Industry Focus' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`investment_criteria\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Investment Criteria' NOT NULL,
  	\`intro\` text DEFAULT 'What we look for in a partnership. A company outside one of these lines can still be a fit: ask us.',
  	\`sectors\` text DEFAULT 'Healthcare services and technology-enabled businesses' NOT NULL,
  	\`revenue_band\` text DEFAULT '$1M to $25M annual revenue, profitable or close to it' NOT NULL,
  	\`stage\` text DEFAULT 'Founder-led or family-owned, past product-market fit: growth, recapitalization or succession' NOT NULL,
  	\`geography\` text DEFAULT 'United States, with a focus on Texas and the Southeast' NOT NULL,
  	\`typical_check\` text DEFAULT '$2M to $15M, minority or majority' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
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
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ai_predictions_id_idx\` ON \`payload_locked_documents_rels\` (\`ai_predictions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`message_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`portfolio_companies\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`home_page_mission_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_values_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_focus_items\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`investment_criteria\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy\`;`)
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
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`results_email_consent_version\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`results_email_consent_text\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`results_email_consent_given_at\`;`)
}
