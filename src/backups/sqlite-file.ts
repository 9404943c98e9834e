import { createHash } from 'node:crypto'
import fs from 'node:fs'

import Database from 'libsql'

import { SQLITE_BUSY_TIMEOUT_MS } from '@/config/database'

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

/** Opens a SQLite file for one task on a connection of its own, closed afterwards. */
export function withDatabase<T>(file: string, task: (db: Database.Database) => T): T {
  const db = new Database(file)
  try {
    db.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
    return task(db)
  } finally {
    db.close()
  }
}

/** Whether the file starts as every SQLite database does. */
export function looksLikeSqlite(file: string): boolean {
  const head = Buffer.alloc(SQLITE_HEADER.length)
  const fd = fs.openSync(file, 'r')
  try {
    return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER)
  } finally {
    fs.closeSync(fd)
  }
}

/** `PRAGMA integrity_check`: null when the database is sound, else SQLite's first complaints. */
export function integrityProblems(db: Database.Database): string | null {
  const rows = db.prepare('PRAGMA integrity_check').raw(true).all() as string[][]
  const lines = rows.map(([line]) => line)
  return lines.length === 1 && lines[0] === 'ok' ? null : lines.slice(0, 3).join('; ')
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** A checksum file as `sha256sum` writes it, so `sha256sum -c` checks the snapshot too. */
export const checksumLine = (hex: string, fileName: string) => `${hex}  ${fileName}\n`

/** The hex digest a checksum file names for its file. */
export const checksumOf = (text: string): string | null => /^([0-9a-f]{64})\s/i.exec(text)?.[1]?.toLowerCase() ?? null
