import { NativeSqliteClient } from '@/config/native-sqlite'
import { sqliteSharedState } from '@/shared-state/sqlite'
import type { RateLimitStore } from '@/shared-state/types'

import { sharedAddressLimit } from './address-limit'
import type { SharedAddressLimit } from './collector'
import { SqliteIngestStore } from './store/sqlite-ingest'

/** The SQLite ingest store and the shared rate-limit counters on a connection of their own to `file`. */
export function openSqliteIngest(file: string): {
  store: SqliteIngestStore
  limit: SharedAddressLimit
  rateLimits: RateLimitStore
} {
  const client = new NativeSqliteClient(file)
  const { rateLimits } = sqliteSharedState(client)
  return { store: new SqliteIngestStore(client), limit: sharedAddressLimit(rateLimits), rateLimits }
}
