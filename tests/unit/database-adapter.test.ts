import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { databaseAdapter } from '@/config/database-adapter'

describe('databaseAdapter', () => {
  it('builds the SQLite adapter for a sqlite choice', async () => {
    const file = path.join(os.tmpdir(), 'adapter-test', 'site.db')
    expect((await databaseAdapter({ kind: 'sqlite', url: `file:${file}`, file })).name).toBe('sqlite')
  })

  it('builds the MongoDB adapter for a mongodb choice', async () => {
    expect((await databaseAdapter({ kind: 'mongodb', url: 'mongodb://127.0.0.1:27017/site' })).name).toBe('mongoose')
  })
})
