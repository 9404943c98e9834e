import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { readMinutes, richBodyText } from './frozen/rich-text'

type Row = { id: number; body: string | null }

const BODIES = [
  { table: 'blog_posts', body: 'content', minutes: 'read_minutes' },
  { table: '_blog_posts_v', body: 'version_content', minutes: 'version_read_minutes' },
] as const

/**
 * Insight cards without their bodies: each post's (and version's) read time stored beside it,
 * filled here for those already stored (the save hook keeps it from then on); the published list
 * read in order from an index; a post's tags found by its id, from the index alone (Payload's index
 * on that table leads with `order`, so every card and the tag list scanned all tags of all posts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`blog_posts\` ADD \`read_minutes\` numeric;`)
  await db.run(sql`CREATE INDEX \`isPublished__status_publishedAt_createdAt_idx\` ON \`blog_posts\` (\`is_published\`,\`_status\`,\`published_at\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` ADD \`version_read_minutes\` numeric;`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`_blog_posts_v\` (\`version_is_published\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_texts_parent_path_idx\` ON \`blog_posts_texts\` (\`parent_id\`,\`path\`,\`text\`);`)
  for (const { table, body, minutes } of BODIES) {
    const rows = await db.all<Row>(sql.raw(`SELECT id, \`${body}\` AS body FROM \`${table}\``))
    for (const { id, body: stored } of rows) {
      const text = richBodyText(stored) ?? stored ?? ''
      await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(minutes)} = ${readMinutes(text)} WHERE id = ${id}`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`blog_posts_texts_parent_path_idx\`;`)
  await db.run(sql`DROP INDEX \`isPublished__status_publishedAt_createdAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`blog_posts\` DROP COLUMN \`read_minutes\`;`)
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` DROP COLUMN \`version_read_minutes\`;`)
}
