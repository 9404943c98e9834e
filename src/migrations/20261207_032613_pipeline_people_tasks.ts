import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { eightOClock } from './frozen/zoned-day'

/** The stages in order, as the leads' status rank counts them on 7 Dec 2026. */
const RANK = sql`CASE status WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'in_diligence' THEN 3 WHEN 'passed' THEN 4 WHEN 'invested' THEN 5 ELSE 0 END`

/**
 * The pipeline becomes the person's: one row per address of the leads, at the most advanced stage
 * of their leads (with that lead's owner, else the most recently updated owner of theirs, and the
 * earliest follow-up day), since the last history entry that moved a lead there. Every lead then
 * shows its person's state; its own history stays as it was. Each follow-up day becomes an open
 * "Follow up" task of the owner (a day already past counts as reminded: it was on the Due filter).
 */
export async function foldLeads(db: MigrateUpArgs['db']) {
  await db.run(sql`INSERT INTO people (email_key, email, name, company, stage, stage_since, owner_user_id, owner, follow_up_on, source, campaign, created_at, updated_at)
    WITH leads AS (
      SELECT 'a' AS kind, id, email_key, contact_email AS email, contact_name AS name, business_name AS company, COALESCE(status, 'new') AS status, ${RANK} AS rank,
        owner_user_id, owner, follow_up_on, created_at, updated_at, attribution_source AS source, attribution_campaign AS campaign
      FROM assessments WHERE deleted_at IS NULL AND email_key IS NOT NULL
      UNION ALL
      SELECT 'i', id, email_key, email, first_name || ' ' || last_name, NULL, COALESCE(status, 'new'), ${RANK},
        owner_user_id, owner, follow_up_on, created_at, updated_at, attribution_source, attribution_campaign
      FROM contact_inquiries WHERE deleted_at IS NULL AND email_key IS NOT NULL
    ),
    numbered AS (
      SELECT *,
        ROW_NUMBER() OVER (PARTITION BY email_key ORDER BY rank DESC, updated_at DESC) AS by_stage,
        ROW_NUMBER() OVER (PARTITION BY email_key ORDER BY (owner IS NOT NULL OR owner_user_id IS NOT NULL) DESC, rank DESC, updated_at DESC) AS by_owner,
        ROW_NUMBER() OVER (PARTITION BY email_key ORDER BY created_at) AS by_age,
        MIN(follow_up_on) OVER (PARTITION BY email_key) AS first_follow_up,
        MAX(company) OVER (PARTITION BY email_key) AS any_company
      FROM leads
    )
    SELECT s.email_key, f.email, f.name, f.any_company, s.status,
      COALESCE((SELECT MAX(n.created_at) FROM lead_notes n JOIN leads l ON (l.kind = 'a' AND n.assessment_id = l.id) OR (l.kind = 'i' AND n.contact_inquiry_id = l.id)
        WHERE l.email_key = s.email_key AND n.type = 'status' AND n."to" = s.status), s.created_at),
      o.owner_user_id, o.owner, s.first_follow_up, f.source, f.campaign, f.created_at, s.updated_at
    FROM numbered s
    JOIN numbered f ON f.email_key = s.email_key AND f.by_age = 1
    JOIN numbered o ON o.email_key = s.email_key AND o.by_owner = 1
    WHERE s.by_stage = 1`)
  for (const table of ['assessments', 'contact_inquiries'])
    await db.run(sql`UPDATE ${sql.identifier(table)} SET status = p.stage,
        status_rank = CASE p.stage WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'in_diligence' THEN 3 WHEN 'passed' THEN 4 WHEN 'invested' THEN 5 ELSE 0 END,
        owner_user_id = p.owner_user_id, owner = p.owner, follow_up_on = p.follow_up_on
      FROM people p WHERE p.email_key = ${sql.identifier(table)}.email_key`)
  const timeZone = process.env.SITE_TIMEZONE?.trim() || 'America/Chicago'
  const now = new Date().toISOString()
  const followUps = await db.all<{ key: string; email: string; day: string; ownerId: number | null; owner: string | null }>(
    sql`SELECT email_key AS key, email, follow_up_on AS day, owner_user_id AS ownerId, owner FROM people WHERE follow_up_on IS NOT NULL`,
  )
  for (const task of followUps) {
    const dueAt = eightOClock(task.day, timeZone).toISOString()
    await db.run(sql`INSERT INTO lead_tasks (email_key, email, title, due_at, due_day, owner_user_id, owner, created_by, done, reminded_at)
      VALUES (${task.key}, ${task.email}, 'Follow up', ${dueAt}, ${task.day}, ${task.ownerId}, ${task.owner}, 'Follow-up day', 0, ${dueAt < now ? now : null})`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`people\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`email_key\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`stage\` text DEFAULT 'new' NOT NULL,
  	\`stage_since\` text NOT NULL,
  	\`owner_user_id\` integer,
  	\`owner\` text,
  	\`follow_up_on\` text,
  	\`deal_amount\` numeric,
  	\`deal_round\` text,
  	\`deal_expected_close\` text,
  	\`deal_summary\` text,
  	\`source\` text,
  	\`campaign\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`people_email_key_idx\` ON \`people\` (\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`people_owner_user_idx\` ON \`people\` (\`owner_user_id\`);`)
  await db.run(sql`CREATE INDEX \`people_source_idx\` ON \`people\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`people_campaign_idx\` ON \`people\` (\`campaign\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stage_stageSince_idx\` ON \`people\` (\`stage\`,\`stage_since\`);`)
  await db.run(sql`CREATE TABLE \`lead_tasks\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`email_key\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`due_at\` text NOT NULL,
  	\`due_day\` text,
  	\`owner_user_id\` integer,
  	\`owner\` text,
  	\`created_by\` text NOT NULL,
  	\`done\` integer DEFAULT false NOT NULL,
  	\`done_at\` text,
  	\`done_by\` text,
  	\`reminded_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_tasks_email_key_idx\` ON \`lead_tasks\` (\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`lead_tasks_owner_user_idx\` ON \`lead_tasks\` (\`owner_user_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_tasks_updated_at_idx\` ON \`lead_tasks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_tasks_created_at_idx\` ON \`lead_tasks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`ownerUser_done_dueAt_idx\` ON \`lead_tasks\` (\`owner_user_id\`,\`done\`,\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`done_dueAt_idx\` ON \`lead_tasks\` (\`done\`,\`due_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`people_id\` integer REFERENCES people(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_tasks_id\` integer REFERENCES lead_tasks(id);`)
  // Rebuilt so the new columns cascade like the others (SQLite cannot add such a key to a column).
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
	\`people_id\` integer,
	\`lead_tasks_id\` integer,
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
	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`lead_tasks_id\`) REFERENCES \`lead_tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade
);
`)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "lead_replies_id", "newsletter_subscribers_id", "audit_log_id", "users_id", "held_leads_id", "notification_summaries_id", "people_id", "lead_tasks_id") SELECT "id", "order", "parent_id", "path", "team_members_id", "advisors_id", "blog_posts_id", "portfolio_companies_id", "media_id", "assessments_id", "contact_inquiries_id", "ai_predictions_id", "message_analyses_id", "lead_deliveries_id", "lead_notes_id", "lead_replies_id", "newsletter_subscribers_id", "audit_log_id", "users_id", "held_leads_id", "notification_summaries_id", "people_id", "lead_tasks_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_tasks_id\`);`)
  await foldLeads(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`people\`;`)
  await db.run(sql`DROP TABLE \`lead_tasks\`;`)
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
