import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { CREATE_SEARCH_INDEX, DROP_SEARCH_INDEX } from '../insights/search/sqlite-index'
import { richBodyText } from '../lib/rich-text'

type Row = { id: number; content: string | null; tags: string | null }

/**
 * Insight search: each post's tags and body text beside it (what the save hook keeps from now
 * on, filled here for the posts already stored), and the FTS5 index with its triggers.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`blog_posts\` ADD \`search_tags\` text;`)
  await db.run(sql`ALTER TABLE \`blog_posts\` ADD \`search_body\` text;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` ADD \`version_search_tags\` text;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` ADD \`version_search_body\` text;`)
  const posts = await db.all<Row>(
    sql.raw(
      "SELECT p.id, p.content, (SELECT group_concat(t.text, ' ') FROM (SELECT text FROM blog_posts_texts WHERE parent_id = p.id AND path = 'tags' ORDER BY `order`) t) AS tags FROM blog_posts p",
    ),
  )
  for (const post of posts) {
    const body = richBodyText(post.content) ?? ''
    await db.run(sql`UPDATE blog_posts SET search_tags = ${post.tags ?? ''}, search_body = ${body} WHERE id = ${post.id}`)
  }
  for (const statement of CREATE_SEARCH_INDEX) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of DROP_SEARCH_INDEX) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`blog_posts\` DROP COLUMN \`search_tags\`;`)
  await db.run(sql`ALTER TABLE \`blog_posts\` DROP COLUMN \`search_body\`;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` DROP COLUMN \`version_search_tags\`;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` DROP COLUMN \`version_search_body\`;`)
}
