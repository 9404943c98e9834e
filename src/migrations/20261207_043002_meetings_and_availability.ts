import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { LOCKED_COLLECTIONS, rebuildLocksRels } from './frozen/locks-rels'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`team_members_availability_weekly_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`team_members_availability_weekly_hours_order_idx\` ON \`team_members_availability_weekly_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`team_members_availability_weekly_hours_parent_id_idx\` ON \`team_members_availability_weekly_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`meetings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`partner_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`slot_key\` text,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`email_key\` text,
  	\`company\` text,
  	\`note\` text,
  	\`time_zone\` text,
  	\`assessment_id\` integer,
  	\`source\` text,
  	\`uid\` text NOT NULL,
  	\`sequence\` numeric DEFAULT 0 NOT NULL,
  	\`origin\` text DEFAULT 'product' NOT NULL,
  	\`external_id\` text,
  	\`cancelled_at\` text,
  	\`hubspot_meeting_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`partner_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assessment_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`meetings_partner_idx\` ON \`meetings\` (\`partner_id\`);`)
  await db.run(sql`CREATE INDEX \`meetings_start_idx\` ON \`meetings\` (\`start\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`meetings_slot_key_idx\` ON \`meetings\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`meetings_email_key_idx\` ON \`meetings\` (\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`meetings_assessment_idx\` ON \`meetings\` (\`assessment_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`meetings_uid_idx\` ON \`meetings\` (\`uid\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`meetings_external_id_idx\` ON \`meetings\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`meetings_updated_at_idx\` ON \`meetings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`meetings_created_at_idx\` ON \`meetings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_bookable\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_time_zone\` text;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_length_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_buffer_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_notice_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_max_per_day\` numeric;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_horizon_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_video_url\` text;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_calendar_feed_url\` text;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_feed_failing_since\` text;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`availability_feed_error\` text;`)
  await db.run(sql`CREATE INDEX \`team_members_availability_availability_bookable_idx\` ON \`team_members\` (\`availability_bookable\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`meetings_id\` integer REFERENCES meetings(id);`)
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
	\`redirects_id\` integer,
	\`newsletter_clicks_id\` integer,
	\`meetings_id\` integer,
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
	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`newsletter_clicks_id\`) REFERENCES \`newsletter_clicks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`meetings_id\`) REFERENCES \`meetings\`(\`id\`) ON UPDATE no action ON DELETE cascade
);
`)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "lead_replies_id", "newsletter_subscribers_id", "audit_log_id", "users_id", "held_leads_id", "notification_summaries_id", "redirects_id", "newsletter_clicks_id", "meetings_id") SELECT "id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "lead_replies_id", "newsletter_subscribers_id", "audit_log_id", "users_id", "held_leads_id", "notification_summaries_id", "redirects_id", "newsletter_clicks_id", "meetings_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_clicks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_meetings_id_idx\` ON \`payload_locked_documents_rels\` (\`meetings_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`meeting_defaults_length_minutes\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`meeting_defaults_buffer_minutes\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`meeting_defaults_notice_hours\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`meeting_defaults_max_per_day\` numeric DEFAULT 8;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`meeting_defaults_horizon_days\` numeric DEFAULT 30;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`team_members_availability_weekly_hours\`;`)
  await db.run(sql`DROP TABLE \`meetings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await rebuildLocksRels(
    db,
    LOCKED_COLLECTIONS.filter((collection) => collection !== 'meetings'),
  )
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`DROP INDEX \`team_members_availability_availability_bookable_idx\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_bookable\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_time_zone\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_length_minutes\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_buffer_minutes\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_notice_hours\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_max_per_day\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_horizon_days\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_video_url\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_calendar_feed_url\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_feed_failing_since\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`availability_feed_error\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`meeting_defaults_length_minutes\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`meeting_defaults_buffer_minutes\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`meeting_defaults_notice_hours\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`meeting_defaults_max_per_day\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`meeting_defaults_horizon_days\`;`)
}
