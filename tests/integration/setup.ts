import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { inject } from 'vitest'

import { setTestEnvironment } from './environment'

// Runs before each test file (each in its own process): a fresh SQLite file, known secrets, no demo content.
const dir = path.join(os.tmpdir(), 'site-tests')
const id = randomUUID()
setTestEnvironment(dir, id)
// The file starts as the committed migrations leave it (tests/integration/global-setup.ts).
fs.mkdirSync(dir, { recursive: true })
fs.copyFileSync(inject('migratedDatabase'), path.join(dir, `${id}.db`))
