import fs from 'node:fs'
import path from 'node:path'

import { sqliteAdapter, type SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { index } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '../migrations'
import { type DatabaseChoice, SQLITE_BUSY_TIMEOUT_MS } from './database'

/**
 * The SQLite file holds the leads: created readable and writable by its owner only, and kept so
 * (SQLite gives its -wal and -shm files the database file's mode).
 */
function ownerOnlyDatabaseFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  fs.chmodSync(file, 0o600)
}

/**
 * Payload indexes the rows of a hasMany text field (an insight's tags) by order and parent only: a
 * post's tags, read with every card, for the tag list and among a search's matches, were found by
 * scanning every post's. This one answers them from the index alone.
 */
const tagsByPost: SQLiteSchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.blog_posts_texts,
    extraConfig: (table) => ({
      parentPath: index('blog_posts_texts_parent_path_idx').on(table.parent, table.path, table.text),
    }),
  })
  return schema
}

/**
 * The adapter for the configured database. MongoDB's is loaded only when chosen: with it come
 * mongoose, its driver and BSON (whose serializer keeps a 17 MB buffer), ~10 MB of heap and 17 MB
 * of buffers a SQLite server never uses.
 */
export async function databaseAdapter(choice: DatabaseChoice): Promise<DatabaseAdapterObj> {
  if (choice.kind === 'mongodb') {
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
    return mongooseAdapter({ url: choice.url })
  }
  ownerOnlyDatabaseFile(choice.file)
  return sqliteAdapter({
    client: { url: choice.url },
    // Commits do not wait for the disk: libsql runs each statement on the event loop, and an fsync
    // held every request for about 0.2 ms per commit. What must be on disk when a visitor is
    // answered goes through durableConnection (src/config/durable-sqlite.ts).
    wal: { synchronous: 'NORMAL' },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    // Ids are never handed out twice: a deleted record's id (in old links, CRM keys, logs) never means another.
    autoIncrement: true,
    // The schema only ever changes through committed migrations, in every environment.
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/migrations'),
    afterSchemaInit: [tagsByPost],
  })
}

/** Brings an SQLite database up to the committed migrations; MongoDB needs none. */
export async function migrateDatabase(
  choice: DatabaseChoice,
  db: { migrate: (args: { migrations: typeof migrations }) => Promise<void> },
): Promise<void> {
  if (choice.kind === 'sqlite') await db.migrate({ migrations })
}
