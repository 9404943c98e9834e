import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`booking_url\` text;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`focus_industry\` text;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`user_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`team_members_user_idx\` ON \`team_members\` (\`user_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`booking_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_team_members\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`team_category\` text DEFAULT 'Leadership Team' NOT NULL,
  	\`photo\` text,
  	\`linkedin_url\` text,
  	\`bio\` text,
  	\`career_journey\` text,
  	\`pillar1_title\` text,
  	\`pillar1_description\` text,
  	\`pillar1_icon\` text DEFAULT 'TrendingUp',
  	\`pillar2_title\` text,
  	\`pillar2_description\` text,
  	\`pillar2_icon\` text DEFAULT 'Target',
  	\`pillar3_title\` text,
  	\`pillar3_description\` text,
  	\`pillar3_icon\` text DEFAULT 'Users',
  	\`philosophy\` text,
  	\`is_active\` integer DEFAULT true,
  	\`display_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_team_members\`("id", "name", "title", "team_category", "photo", "linkedin_url", "bio", "career_journey", "pillar1_title", "pillar1_description", "pillar1_icon", "pillar2_title", "pillar2_description", "pillar2_icon", "pillar3_title", "pillar3_description", "pillar3_icon", "philosophy", "is_active", "display_order", "updated_at", "created_at") SELECT "id", "name", "title", "team_category", "photo", "linkedin_url", "bio", "career_journey", "pillar1_title", "pillar1_description", "pillar1_icon", "pillar2_title", "pillar2_description", "pillar2_icon", "pillar3_title", "pillar3_description", "pillar3_icon", "philosophy", "is_active", "display_order", "updated_at", "created_at" FROM \`team_members\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_team_members\` RENAME TO \`team_members\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`team_members_is_active_idx\` ON \`team_members\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`team_members_display_order_idx\` ON \`team_members\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`booking_url\`;`)
}
