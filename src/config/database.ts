import path from 'node:path'

export type DatabaseChoice = { kind: 'sqlite'; url: string; file: string } | { kind: 'mongodb'; url: string }

const DEFAULT_SQLITE_FILE = 'data/site.db'

/** How long each of our SQLite connections waits for another's write lock. */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000

/** Picks the database from DATABASE_URI: unset or `file:` is the embedded SQLite file, `mongodb://` or `mongodb+srv://` is MongoDB. */
export function resolveDatabase(uri: string | undefined, cwd: string = process.cwd()): DatabaseChoice {
  const value = uri?.trim() ?? ''
  if (value === '') {
    const file = path.resolve(cwd, DEFAULT_SQLITE_FILE)
    return { kind: 'sqlite', url: `file:${file}`, file }
  }
  if (value.startsWith('file:')) {
    const file = path.resolve(cwd, value.slice('file:'.length).replace(/^\/\/(?=\/)/, ''))
    return { kind: 'sqlite', url: `file:${file}`, file }
  }
  if (/^mongodb(\+srv)?:\/\//.test(value)) return { kind: 'mongodb', url: value }
  throw new Error('DATABASE_URI must be empty, a file: URL (SQLite) or a mongodb:// / mongodb+srv:// URL')
}

/** The database as the startup banner names it: the SQLite file, or MongoDB's host and database without credentials. */
export function describeDatabase(choice: DatabaseChoice, cwd: string = process.cwd()): string {
  if (choice.kind === 'sqlite') {
    const relative = path.relative(cwd, choice.file)
    return `${relative.startsWith('..') ? choice.file : relative} (SQLite)`
  }
  try {
    const url = new URL(choice.url)
    return `${url.protocol}//${url.host}${url.pathname} (MongoDB)`
  } catch {
    return 'MongoDB'
  }
}
