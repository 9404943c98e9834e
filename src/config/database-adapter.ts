import fs from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '../migrations'
import type { DatabaseChoice } from './database'

export function databaseAdapter(choice: DatabaseChoice): DatabaseAdapterObj {
  if (choice.kind === 'mongodb') return mongooseAdapter({ url: choice.url })
  fs.mkdirSync(path.dirname(choice.file), { recursive: true })
  return sqliteAdapter({
    client: { url: choice.url },
    wal: true,
    busyTimeout: 10_000,
    // The schema only ever changes through committed migrations, in every environment.
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/migrations'),
  })
}

/** Brings an SQLite database up to the committed migrations; MongoDB needs none. */
export async function migrateDatabase(
  choice: DatabaseChoice,
  db: { migrate: (args: { migrations: typeof migrations }) => Promise<void> },
): Promise<void> {
  if (choice.kind === 'sqlite') await db.migrate({ migrations })
}
