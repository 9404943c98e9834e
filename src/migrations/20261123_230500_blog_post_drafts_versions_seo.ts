import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_blog_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_is_published\` integer DEFAULT false,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_parent_idx\` ON \`_blog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_meta_version_meta_image_idx\` ON \`_blog_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_is_published_idx\` ON \`_blog_posts_v\` (\`version_is_published\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_published_at_idx\` ON \`_blog_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_at_idx\` ON \`_blog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_created_at_idx\` ON \`_blog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version__status_idx\` ON \`_blog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_created_at_idx\` ON \`_blog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_updated_at_idx\` ON \`_blog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_latest_idx\` ON \`_blog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_autosave_idx\` ON \`_blog_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_texts_order_parent\` ON \`_blog_posts_v_texts\` (\`order\`,\`parent_id\`);`)
  // Dropping blog_posts deletes its rows' tags (ON DELETE cascade, also inside this transaction,
  // where foreign_keys cannot be switched off): they are copied aside and put back.
  await db.run(sql`CREATE TABLE \`__keep_blog_posts_texts\` AS SELECT * FROM \`blog_posts_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`is_published\` integer DEFAULT false,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Published posts stay published; their tags (blog_posts_texts) are kept through the rebuild.
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "title", "summary", "content", "is_published", "published_at", "updated_at", "created_at", "_status") SELECT "id", "title", "summary", "content", "is_published", "published_at", "updated_at", "created_at", CASE WHEN "is_published" THEN 'published' ELSE 'draft' END FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`DELETE FROM \`blog_posts_texts\`;`)
  await db.run(sql`INSERT INTO \`blog_posts_texts\` SELECT * FROM \`__keep_blog_posts_texts\`;`)
  await db.run(sql`DROP TABLE \`__keep_blog_posts_texts\`;`)
  await db.run(sql`CREATE INDEX \`blog_posts_meta_meta_image_idx\` ON \`blog_posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_is_published_idx\` ON \`blog_posts\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_published_at_idx\` ON \`blog_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_texts\`;`)
  // Dropping blog_posts deletes its rows' tags (ON DELETE cascade, also inside this transaction,
  // where foreign_keys cannot be switched off): they are copied aside and put back.
  await db.run(sql`CREATE TABLE \`__keep_blog_posts_texts\` AS SELECT * FROM \`blog_posts_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`is_published\` integer DEFAULT false,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "title", "summary", "content", "is_published", "published_at", "updated_at", "created_at") SELECT "id", COALESCE("title", ''), COALESCE("summary", ''), COALESCE("content", ''), "is_published", "published_at", "updated_at", "created_at" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`DELETE FROM \`blog_posts_texts\`;`)
  await db.run(sql`INSERT INTO \`blog_posts_texts\` SELECT * FROM \`__keep_blog_posts_texts\`;`)
  await db.run(sql`DROP TABLE \`__keep_blog_posts_texts\`;`)
  await db.run(sql`CREATE INDEX \`blog_posts_is_published_idx\` ON \`blog_posts\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_published_at_idx\` ON \`blog_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
}
