import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NativeSqliteClient } from '@/config/native-sqlite'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'native-sqlite-'))
const file = path.join(dir, 'test.db')
let native: NativeSqliteClient

beforeAll(async () => {
  native = new NativeSqliteClient(file)
  await native.batch(
    [
      'CREATE TABLE counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL, flag INTEGER)',
      `CREATE TRIGGER no_negative BEFORE UPDATE ON counters WHEN NEW.count < 0 BEGIN SELECT RAISE(ABORT, 'negative count'); END`,
    ],
    'write',
  )
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const upsert = (key: string, cost: number) => ({
  sql: 'INSERT INTO counters (key, count, flag) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET count = count + excluded.count RETURNING key, count',
  args: [key, cost, true],
})

describe("the ingest worker's native SQLite connection", () => {
  it('answers like @libsql/client: rows by column name, RETURNING rows, changes, booleans as 0/1', async () => {
    const [first, second] = await native.batch([upsert('a', 2), upsert('a', 3)], 'write')
    expect(first.rows).toEqual([{ key: 'a', count: 2 }])
    expect(second.rows).toEqual([{ key: 'a', count: 5 }])
    const updated = await native.execute({ sql: 'UPDATE counters SET count = count + 1 WHERE key = ?', args: ['a'] })
    expect(updated.rowsAffected).toBe(1)
    const client = createClient({ url: `file:${file}` })
    const read = await client.execute('SELECT key, count, flag FROM counters')
    expect(read.rows.map((row) => ({ ...row }))).toEqual([{ key: 'a', count: 6, flag: 1 }])
    expect((await native.execute('SELECT key, count, flag FROM counters')).rows).toEqual([
      { key: 'a', count: 6, flag: 1 },
    ])
    client.close()
  })

  it('rolls a batch back when a statement fails, with the database error message', async () => {
    await expect(
      native.batch([upsert('b', 1), { sql: 'UPDATE counters SET count = -1 WHERE key = ?', args: ['a'] }], 'write'),
    ).rejects.toThrow(/negative count/)
    expect((await native.execute('SELECT key FROM counters ORDER BY key')).rows).toEqual([{ key: 'a' }])
    // The connection is usable again, its statements still prepared.
    expect((await native.batch([upsert('b', 1)], 'write'))[0].rows).toEqual([{ key: 'b', count: 1 }])
  })
})
