import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sent_messages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`message_id\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`assessment_id\` integer,
  	\`contact_inquiry_id\` integer,
  	\`subject\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assessment_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_inquiry_id\`) REFERENCES \`contact_inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sent_messages_message_id_idx\` ON \`sent_messages\` (\`message_id\`);`)
  await db.run(sql`CREATE INDEX \`sent_messages_assessment_idx\` ON \`sent_messages\` (\`assessment_id\`);`)
  await db.run(sql`CREATE INDEX \`sent_messages_contact_inquiry_idx\` ON \`sent_messages\` (\`contact_inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`sent_messages_updated_at_idx\` ON \`sent_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sent_messages_created_at_idx\` ON \`sent_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inbound_emails\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`dedupe_key\` text NOT NULL,
  	\`content_hash\` text NOT NULL,
  	\`message_id\` text,
  	\`assessment_id\` integer,
  	\`contact_inquiry_id\` integer,
  	\`email_key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`matched_by\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`from_address\` text NOT NULL,
  	\`from_name\` text,
  	\`subject\` text,
  	\`received_at\` text NOT NULL,
  	\`text\` text,
  	\`attachments\` text,
  	\`attachment_count\` numeric DEFAULT 0,
  	\`awaiting_answer\` integer DEFAULT false,
  	\`bounced_address\` text,
  	\`references\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assessment_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_inquiry_id\`) REFERENCES \`contact_inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`inbound_emails_dedupe_key_idx\` ON \`inbound_emails\` (\`dedupe_key\`);`)
  await db.run(sql`CREATE INDEX \`inbound_emails_content_hash_idx\` ON \`inbound_emails\` (\`content_hash\`);`)
  await db.run(sql`CREATE INDEX \`inbound_emails_assessment_idx\` ON \`inbound_emails\` (\`assessment_id\`);`)
  await db.run(sql`CREATE INDEX \`inbound_emails_contact_inquiry_idx\` ON \`inbound_emails\` (\`contact_inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`inbound_emails_email_key_idx\` ON \`inbound_emails\` (\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`inbound_emails_received_at_idx\` ON \`inbound_emails\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`inbound_emails_awaiting_answer_idx\` ON \`inbound_emails\` (\`awaiting_answer\`);`)
  await db.run(sql`CREATE INDEX \`inbound_emails_updated_at_idx\` ON \`inbound_emails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inbound_emails_created_at_idx\` ON \`inbound_emails\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sent_messages_id\` integer REFERENCES sent_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inbound_emails_id\` integer REFERENCES inbound_emails(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sent_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`sent_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inbound_emails_id_idx\` ON \`payload_locked_documents_rels\` (\`inbound_emails_id\`);`)
  // The locks' relation table is rebuilt so its new columns delete with their rows (as every other).
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
	\`lead_replies_id\` integer,
	\`newsletter_subscribers_id\` integer,
	\`audit_log_id\` integer,
	\`users_id\` integer,
	\`held_leads_id\` integer,
	\`notification_summaries_id\` integer,
	\`sent_messages_id\` integer,
	\`inbound_emails_id\` integer,
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
	FOREIGN KEY (\`lead_replies_id\`) REFERENCES \`lead_replies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`held_leads_id\`) REFERENCES \`held_leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`notification_summaries_id\`) REFERENCES \`notification_summaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`sent_messages_id\`) REFERENCES \`sent_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`inbound_emails_id\`) REFERENCES \`inbound_emails\`(\`id\`) ON UPDATE no action ON DELETE cascade
);
`)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "lead_replies_id", "newsletter_subscribers_id", "audit_log_id", "users_id", "held_leads_id", "notification_summaries_id", "sent_messages_id", "inbound_emails_id") SELECT "id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "lead_replies_id", "newsletter_subscribers_id", "audit_log_id", "users_id", "held_leads_id", "notification_summaries_id", "sent_messages_id", "inbound_emails_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_replies_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_replies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_held_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`held_leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notification_summaries_id_idx\` ON \`payload_locked_documents_rels\` (\`notification_summaries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sent_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`sent_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inbound_emails_id_idx\` ON \`payload_locked_documents_rels\` (\`inbound_emails_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sent_messages\`;`)
  await db.run(sql`DROP TABLE \`inbound_emails\`;`)
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
  	\`lead_notes_id\` integer,
  	\`lead_replies_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`audit_log_id\` integer,
  	\`users_id\` integer,
  	\`held_leads_id\` integer,
  	\`notification_summaries_id\` integer,
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
  	FOREIGN KEY (\`lead_replies_id\`) REFERENCES \`lead_replies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`held_leads_id\`) REFERENCES \`held_leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notification_summaries_id\`) REFERENCES \`notification_summaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "lead_replies_id", "newsletter_subscribers_id", "audit_log_id", "users_id", "held_leads_id", "notification_summaries_id") SELECT "id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "lead_replies_id", "newsletter_subscribers_id", "audit_log_id", "users_id", "held_leads_id", "notification_summaries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_replies_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_replies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_held_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`held_leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notification_summaries_id_idx\` ON \`payload_locked_documents_rels\` (\`notification_summaries_id\`);`)
}
