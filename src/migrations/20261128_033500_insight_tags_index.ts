import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { CREATE_TAGS_INDEX, DROP_TAGS_INDEX } from '../insights/search/sqlite-index'

/** Insight search: the stored tags by text, so a search lists its candidate tags with one seek each. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(CREATE_TAGS_INDEX))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(DROP_TAGS_INDEX))
}
