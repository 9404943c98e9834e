/**
 * Starts the production build (`npm run build` ran before) as `npm start` does, on a fresh
 * temporary database, for the end-to-end tests and the benchmarks. Only ever on 127.0.0.1.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export type ProductionServer = { baseURL: string; adminKey: string; pid: number; stop: () => Promise<void> }

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })

/**
 * How `npm start` runs a checkout's build: the compiled dist/server.mjs, or scripts/server.ts
 * through tsx for a checkout from before the server was compiled (an earlier commit in a
 * comparison). The compiled entry matters to the figures: under tsx every dynamic import Next.js
 * makes per request (its page cache handler's, twice) waits on tsx's loader thread.
 */
function serverEntry(appDir: string): string[] {
  return fs.existsSync(path.join(appDir, 'dist/server.mjs'))
    ? ['dist/server.mjs']
    : ['--import', 'tsx', 'scripts/server.ts']
}

/**
 * How the server's process runs in production (`npm start`, the Dockerfile): two malloc arenas
 * instead of glibc's eight per core, and V8's young generation at 8 MB a semi-space instead of 16
 * (docs/internals.md, "What holds the server's memory").
 */
export const RUNTIME_ENV = { MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-semi-space-size=8' }

/**
 * `dataDir` keeps the database and secrets there (not removed on stop), so a server can be
 * restarted on them. `appDir` starts another checkout's build (another worktree), e.g. to compare
 * two commits in one benchmark run; by default the current directory's. `nodeArgs` are flags for
 * node itself (e.g. --cpu-prof, which NODE_OPTIONS may not carry).
 */
export async function startProductionServer(
  options: {
    port?: number
    env?: Record<string, string>
    dataDir?: string
    appDir?: string
    nodeArgs?: string[]
  } = {},
): Promise<ProductionServer> {
  const appDir = path.resolve(options.appDir ?? '.')
  if (!fs.existsSync(path.join(appDir, '.next/BUILD_ID')))
    throw new Error(`No production build in ${appDir}: run \`npm run build\` first`)
  const dir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-prod-'))
  const port = options.port ?? (await freePort())
  const adminKey = `prod-${randomUUID()}`
  // One process (no tsx wrapper around node), so killing it never leaves an orphan behind.
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), ...serverEntry(appDir)], {
    cwd: appDir,
    env: {
      ...process.env,
      ...RUNTIME_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
      SECRETS_FILE: path.join(dir, 'secrets.json'),
      MEDIA_DIR: path.join(dir, 'media'),
      ADMIN_API_KEY: adminKey,
      TRUST_PROXY: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 120_000)
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready on')) {
        clearTimeout(timer)
        resolve()
      }
    })
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Server exited with ${code}:\n${output}`))
    })
  }).catch((error: unknown) => {
    server.kill('SIGKILL')
    throw error
  })
  return {
    baseURL: `http://127.0.0.1:${port}`,
    adminKey,
    pid: server.pid!,
    stop: async () => {
      server.kill('SIGTERM')
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
      if (!options.dataDir) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
