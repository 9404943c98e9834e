import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { NativeSqliteClient } from '@/config/native-sqlite'
import type { SqlClient } from '@/lib/sql-rows'

import { resolveDatabase } from './database'

const connections = new WeakMap<Payload, SqlClient>()

/**
 * A second connection to Payload's SQLite file whose commits wait for the disk
 * (synchronous=FULL), one per Payload instance. Payload's own connection commits without waiting
 * (see database-adapter.ts); a lead's jobs are committed here right after the lead, and the fsync
 * of the write-ahead log that ends this commit also puts the lead's frames, written before them,
 * on disk. So a visitor is answered only once the lead and its jobs survive a power cut, at the
 * cost of one fsync instead of two. Other writes (CMS edits, triage) survive a crash of the app
 * at once and a power cut once the next such commit or checkpoint has synced the log.
 */
export function durableConnection(payload: Payload): SqlClient {
  let connection = connections.get(payload)
  if (!connection) {
    const choice = resolveDatabase((payload.db as unknown as SQLiteAdapter).clientConfig.url)
    if (choice.kind !== 'sqlite') throw new Error('durableConnection is for SQLite only')
    const opened = new NativeSqliteClient(choice.file)
    void opened.execute('PRAGMA synchronous = FULL')
    connections.set(payload, (connection = opened))
  }
  return connection
}
