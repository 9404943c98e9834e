import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Migration } from 'payload'
import type { TestProject } from 'vitest/node'

import { setTestEnvironment } from './environment'

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: string
  }
}

let dir: string | undefined

/**
 * Applies the committed migrations once, to a database every test file's setup copies: each file
 * running them all itself spent about a second on it.
 */
export async function setup(project: TestProject) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-tests-template-'))
  const saved = { ...process.env }
  setTestEnvironment(dir, 'migrating')
  try {
    const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
      import('@payload-config'),
      import('payload'),
      import('@/migrations'),
    ])
    const payload = await getPayload({ config, disableOnInit: true })
    await payload.db.migrate({ migrations: migrations as Migration[] })
    await payload.destroy()
    // One self-contained file (nothing left in a -wal file beside it).
    const template = path.join(dir, 'migrated.db')
    const client = createClient({ url: `file:${path.join(dir, 'migrating.db')}` })
    await client.execute(`VACUUM INTO '${template}'`)
    client.close()
    project.provide('migratedDatabase', template)
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

export function teardown() {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
}
