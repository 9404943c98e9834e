import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_chrome_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`type\` text DEFAULT 'custom',
  	\`href\` text,
  	\`button\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_chrome\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_chrome_navigation_items_order_idx\` ON \`site_chrome_navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_chrome_navigation_items_parent_id_idx\` ON \`site_chrome_navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_chrome_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`blog_posts_id\` integer,
  	\`team_members_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_chrome\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_chrome_rels_order_idx\` ON \`site_chrome_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_chrome_rels_parent_idx\` ON \`site_chrome_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_chrome_rels_path_idx\` ON \`site_chrome_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`site_chrome_rels_blog_posts_id_idx\` ON \`site_chrome_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`site_chrome_rels_team_members_id_idx\` ON \`site_chrome_rels\` (\`team_members_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_chrome_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`type\` text DEFAULT 'custom',
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_chrome\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_chrome_footer_links\`("_order", "_parent_id", "id", "label", "type", "href") SELECT "_order", "_parent_id", "id", "label", 'custom', "href" FROM \`site_chrome_footer_links\`;`)
  await db.run(sql`DROP TABLE \`site_chrome_footer_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_chrome_footer_links\` RENAME TO \`site_chrome_footer_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_chrome_footer_links_order_idx\` ON \`site_chrome_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_chrome_footer_links_parent_id_idx\` ON \`site_chrome_footer_links\` (\`_parent_id\`);`)
  // The labels an editor saved become the header's items, with the targets they had (the button last).
  const items: [string, string, number][] = [
    ['about', '/#about', 0],
    ['team', '/team', 0],
    ['insights', '/insights', 0],
    ['portfolio', '/portfolio', 0],
    ['assessment', '/assessment', 0],
    ['contact', '/contact', 1],
  ]
  for (const [index, [entry, href, button]] of items.entries())
    await db.run(
      sql.raw(
        `INSERT INTO site_chrome_navigation_items (_order, _parent_id, id, label, type, href, button)
         SELECT ${index + 1}, id, lower(hex(randomblob(12))), substr(navigation_${entry}, 1, 24), 'custom', '${href}', ${button}
         FROM site_chrome`,
      ),
    )
  await db.run(sql`ALTER TABLE \`site_chrome\` DROP COLUMN \`navigation_about\`;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` DROP COLUMN \`navigation_team\`;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` DROP COLUMN \`navigation_insights\`;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` DROP COLUMN \`navigation_portfolio\`;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` DROP COLUMN \`navigation_assessment\`;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` DROP COLUMN \`navigation_contact\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_chrome_navigation_items\`;`)
  await db.run(sql`DROP TABLE \`site_chrome_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_chrome_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_chrome\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_chrome_footer_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`site_chrome_footer_links\`;`)
  await db.run(sql`DROP TABLE \`site_chrome_footer_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_chrome_footer_links\` RENAME TO \`site_chrome_footer_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_chrome_footer_links_order_idx\` ON \`site_chrome_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_chrome_footer_links_parent_id_idx\` ON \`site_chrome_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_chrome\` ADD \`navigation_about\` text DEFAULT 'About' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` ADD \`navigation_team\` text DEFAULT 'Who We Are' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` ADD \`navigation_insights\` text DEFAULT 'Insights' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` ADD \`navigation_portfolio\` text DEFAULT 'Portfolio' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` ADD \`navigation_assessment\` text DEFAULT 'Assessment' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_chrome\` ADD \`navigation_contact\` text DEFAULT 'Contact' NOT NULL;`)
}
