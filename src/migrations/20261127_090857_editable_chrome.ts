import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`disclaimer_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclaimer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclaimer_sections_order_idx\` ON \`disclaimer_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclaimer_sections_parent_id_idx\` ON \`disclaimer_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclaimer\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`last_updated\` text DEFAULT '2025-07-05T12:00:00.000Z' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_chrome_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_chrome\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_chrome_footer_links_order_idx\` ON \`site_chrome_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_chrome_footer_links_parent_id_idx\` ON \`site_chrome_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_chrome\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`navigation_about\` text DEFAULT 'About' NOT NULL,
  	\`navigation_team\` text DEFAULT 'Who We Are' NOT NULL,
  	\`navigation_insights\` text DEFAULT 'Insights' NOT NULL,
  	\`navigation_portfolio\` text DEFAULT 'Portfolio' NOT NULL,
  	\`navigation_assessment\` text DEFAULT 'Assessment' NOT NULL,
  	\`navigation_contact\` text DEFAULT 'Contact' NOT NULL,
  	\`footer_tagline\` text DEFAULT 'Venture and growth capital for founder-led and family-run businesses in healthcare and technology.' NOT NULL,
  	\`footer_links_heading\` text DEFAULT 'Firm' NOT NULL,
  	\`footer_contact_heading\` text DEFAULT 'Contact' NOT NULL,
  	\`footer_inquiry_label\` text DEFAULT 'Send an inquiry' NOT NULL,
  	\`footer_rights_notice\` text DEFAULT 'All rights reserved.' NOT NULL,
  	\`footer_privacy_label\` text DEFAULT 'Privacy Policy' NOT NULL,
  	\`footer_disclaimer_label\` text DEFAULT 'Disclaimer' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`disclaimer_sections\`;`)
  await db.run(sql`DROP TABLE \`disclaimer\`;`)
  await db.run(sql`DROP TABLE \`site_chrome_footer_links\`;`)
  await db.run(sql`DROP TABLE \`site_chrome\`;`)
}
