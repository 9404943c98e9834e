import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_page_mission_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_values_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_focus_items\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
}
