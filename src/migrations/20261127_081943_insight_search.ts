import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { richBodyText } from './frozen/rich-text'

/** The FTS5 index and its triggers, as created on 27 Nov 2026 (src/insights/search/sqlite-index.ts reads it). */
const CREATE_SEARCH_INDEX = [
  `CREATE VIRTUAL TABLE search_insights USING fts5(title, summary, search_tags, search_body, content='blog_posts', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2', prefix='3')`,
  `INSERT INTO search_insights(search_insights, rank) VALUES ('rank', 'bm25(10, 3, 5, 1)')`,
  `CREATE TRIGGER search_insights_insert AFTER INSERT ON blog_posts BEGIN INSERT INTO search_insights(rowid, title, summary, search_tags, search_body) SELECT new.id, new.title, new.summary, new.search_tags, new.search_body WHERE new.is_published = 1; END`,
  `CREATE TRIGGER search_insights_delete AFTER DELETE ON blog_posts BEGIN INSERT INTO search_insights(search_insights, rowid, title, summary, search_tags, search_body) SELECT 'delete', old.id, old.title, old.summary, old.search_tags, old.search_body WHERE old.is_published = 1; END`,
  `CREATE TRIGGER search_insights_update AFTER UPDATE OF is_published, title, summary, search_tags, search_body ON blog_posts BEGIN INSERT INTO search_insights(search_insights, rowid, title, summary, search_tags, search_body) SELECT 'delete', old.id, old.title, old.summary, old.search_tags, old.search_body WHERE old.is_published = 1; INSERT INTO search_insights(rowid, title, summary, search_tags, search_body) SELECT new.id, new.title, new.summary, new.search_tags, new.search_body WHERE new.is_published = 1; END`,
  `INSERT INTO search_insights(rowid, title, summary, search_tags, search_body) SELECT id, title, summary, search_tags, search_body FROM blog_posts WHERE is_published = 1`,
]

const DROP_SEARCH_INDEX = [
  'DROP TRIGGER IF EXISTS search_insights_insert',
  'DROP TRIGGER IF EXISTS search_insights_delete',
  'DROP TRIGGER IF EXISTS search_insights_update',
  'DROP TABLE IF EXISTS search_insights',
]

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
