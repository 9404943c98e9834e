import { sqliteSharedState } from '@/shared-state/sqlite'
import type { RateLimitStore } from '@/shared-state/types'

import { sharedAddressLimit } from './address-limit'
import type { SharedAddressLimit } from './collector'
import { NativeSqliteClient } from '@/lib/native-sqlite'
import { SqliteIngestStore } from './store/sqlite-ingest'

/** The SQLite ingest store and the shared rate-limit counters on a connection of their own to `file`. */
export function openSqliteIngest(file: string): {
  store: SqliteIngestStore
  limit: SharedAddressLimit
  rateLimits: RateLimitStore
} {
  const client = new NativeSqliteClient(file)
  // Payload's migrations create the tables and switch the file to WAL; wait on its locks like it does.
  void client.execute('PRAGMA busy_timeout = 10000')
  const { rateLimits } = sqliteSharedState(client)
  return { store: new SqliteIngestStore(client), limit: sharedAddressLimit(rateLimits), rateLimits }
}
