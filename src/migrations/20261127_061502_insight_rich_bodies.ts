import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { legacyBodyJson, richBodyText } from './frozen/rich-text'

type Row = { id: number; body: string | null }

const TABLES = [
  { table: 'blog_posts', column: 'content' },
  { table: '_blog_posts_v', column: 'version_content' },
] as const

/**
 * Insights' bodies become Lexical editor states (the column stays text, now JSON): each post's
 * and each version's text is kept verbatim, a paragraph per blank-line-separated block and its
 * single line breaks as line breaks. Down turns the bodies back into that text.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const { table, column } of TABLES) {
    const rows = await db.all<Row>(sql.raw(`SELECT id, \`${column}\` AS body FROM \`${table}\``))
    for (const { id, body } of rows) {
      const json = legacyBodyJson(body)
      if (json !== null) await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${json} WHERE id = ${id}`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table, column } of TABLES) {
    const rows = await db.all<Row>(sql.raw(`SELECT id, \`${column}\` AS body FROM \`${table}\``))
    for (const { id, body } of rows) {
      const text = richBodyText(body)
      if (text !== null) await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${text} WHERE id = ${id}`)
    }
  }
}
