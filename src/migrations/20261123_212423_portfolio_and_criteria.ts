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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`portfolio_companies\`;`)
  await db.run(sql`DROP TABLE \`investment_criteria\`;`)
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
}
