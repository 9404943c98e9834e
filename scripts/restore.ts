/**
 * `npm run restore -- <snapshot>`: puts a snapshot (a folder in BACKUP_DIR, or a site.db file) in
 * place of the SQLite database DATABASE_URI names, after its checks (src/backups/restore.ts). The
 * server must be stopped. In the production image: `node dist/restore.mjs <snapshot>`.
 */
import nextEnv from '@next/env'

import { RestoreRefused, restoreSnapshot } from '../src/backups/restore'
import { backupSources } from '../src/backups/settings'
import { migrations } from '../src/migrations'

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')

const source = process.argv[2]
if (!source) {
  console.error('Usage: npm run restore -- <snapshot folder or .db file>')
  process.exit(2)
}

try {
  const sources = backupSources()
  if (!sources)
    throw new RestoreRefused('DATABASE_URI names MongoDB: restore it with mongorestore (docs/operations.md)')
  const result = await restoreSnapshot({
    source,
    ...sources,
    knownMigrations: migrations.map((migration) => migration.name),
  })
  console.log(`Restored ${source} into ${result.database}.`)
  if (result.replaced) console.log(`The database it replaced is kept as ${result.replaced}.`)
  if (result.mediaRestored) console.log(`${result.mediaRestored} missing media file(s) put back.`)
  console.log('Start the server: it applies any migration the snapshot is missing.')
  process.exit(0)
} catch (error) {
  const refused = error instanceof RestoreRefused
  console.error(`${refused ? 'Restore refused' : 'Restore failed'}: ${(error as Error).message}`)
  if (refused) console.error('Nothing was changed.')
  process.exit(1)
}
