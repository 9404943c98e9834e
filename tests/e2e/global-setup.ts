import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    adminKey: string
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })

let server: ChildProcess | undefined

/** Starts the production build (`next build` ran before) on a fresh temporary database. */
export async function setup(project: TestProject) {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  const port = await freePort()
  const adminKey = `e2e-${randomUUID()}`
  server = spawn('node_modules/.bin/tsx', ['scripts/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
      SECRETS_FILE: path.join(dir, 'secrets.json'),
      MEDIA_DIR: path.join(dir, 'media'),
      ADMIN_API_KEY: adminKey,
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 120_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready on')) {
        clearTimeout(timer)
        resolve()
      }
    }
    server!.stdout!.on('data', onData)
    server!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server!.on('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)))
  })
  project.provide('baseURL', `http://127.0.0.1:${port}`)
  project.provide('adminKey', adminKey)
}

export async function teardown() {
  server?.kill('SIGTERM')
}
