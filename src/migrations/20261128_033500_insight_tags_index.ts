import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** Insight search: the stored tags by text, so a search lists its candidate tags with one seek each. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw("CREATE INDEX search_post_tags_idx ON blog_posts_texts (text) WHERE path = 'tags'"))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP INDEX IF EXISTS search_post_tags_idx'))
}
