import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import type { BackupDeps } from '@/backups/run'
import { durableConnection } from '@/config/durable-sqlite'
import { resolveDatabase } from '@/config/database'
import { parseKeep } from '@/lib/backup-rotation'
import { sharedState } from '@/shared-state'

/** The test file's own SQLite database (tests/integration/setup.ts). */
export const databaseFile = () => {
  const choice = resolveDatabase(process.env.DATABASE_URI)
  if (choice.kind !== 'sqlite') throw new Error('SQLite only')
  return choice.file
}

export const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `site-${name}-`))

export type Logged = { info: string[]; error: string[] }

/** What the server's snapshot job is given, with a backup folder and media folder of the test's own. */
export function backupDeps(
  payload: Payload,
  options: { dir: string; mediaDir?: string; now?: () => number; keep?: string; command?: string },
): BackupDeps & { logged: Logged } {
  const logged: Logged = { info: [], error: [] }
  return {
    client: durableConnection(payload),
    locks: sharedState(payload).locks,
    settings: {
      dir: options.dir,
      everyHours: 24,
      keep: parseKeep(options.keep ?? '7d,4w'),
      command: options.command ?? null,
    },
    sources: { databaseFile: databaseFile(), mediaDir: options.mediaDir ?? tempDir('media') },
    log: { info: (message) => logged.info.push(message), error: (message) => logged.error.push(message) },
    now: options.now,
    logged,
  }
}
