/**
 * `npm run backup`: a snapshot of the SQLite database (and the media files) now, into BACKUP_DIR,
 * while the server runs or not; the rotation and BACKUP_COMMAND apply as to the automatic ones.
 * In the production image: `node dist/backup.mjs`.
 */
import fs from 'node:fs'

import nextEnv from '@next/env'

import { snapshotNow } from '../src/backups/run'
import { backupSettings, backupSources } from '../src/backups/settings'
import { NativeSqliteClient } from '../src/config/native-sqlite'
import { sqliteSharedState } from '../src/shared-state/sqlite'

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')

/** Set once a failure was printed by the snapshot itself, so the catch below does not print it again. */
let logged = false
try {
  const sources = backupSources()
  if (!sources)
    throw new Error("DATABASE_URI names MongoDB: the snapshots are SQLite's; use mongodump (docs/operations.md)")
  if (!fs.existsSync(sources.databaseFile))
    throw new Error(`No database at ${sources.databaseFile}: start the server once first`)
  const client = new NativeSqliteClient(sources.databaseFile)
  const taken = await snapshotNow({
    client,
    locks: sqliteSharedState(client).locks,
    settings: backupSettings(),
    sources,
    log: {
      info: (message) => console.log(message),
      error: (message) => {
        logged = true
        console.error(message)
      },
    },
  })
  console.log(`Restore it with: npm run restore -- ${taken.path}`)
  process.exit(0)
} catch (error) {
  if (!logged) console.error(`Backup failed: ${(error as Error).message}`)
  process.exit(1)
}
