/**
 * A bare Next.js app (a heading and a paragraph, plus an empty route handler) built with the
 * product's Next.js release and served by `next start`: the same-run baseline of the audit and the
 * benchmarks. The build is cached in scripts/bare-next/.next (git-ignored) and redone when a source
 * file or the Next.js version changed.
 *
 *   const bare = await serveBareNext(4399)   // bare.url, then bare.stop()
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type BareNext = { url: string; pid: number; stop: () => Promise<void> }

const dir = path.dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
const nextVersion = (require('next/package.json') as { version: string }).version
const stamp = path.join(dir, '.next', 'bare-next-build.json')

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }

function sources(): string[] {
  const files = ['next.config.mjs', 'tsconfig.json']
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(relative)
      else files.push(relative)
    }
  }
  walk('app')
  return files.sort()
}

/** What the cached build was made from: the Next.js version and each source file's size and time. */
function fingerprint(): string {
  const files = sources().map((file) => {
    const stat = fs.statSync(path.join(dir, file))
    return [file, stat.size, stat.mtimeMs]
  })
  return JSON.stringify({ nextVersion, files })
}

/** Builds the bare app unless the cached build matches its sources; returns quickly when it does. */
export function buildBareNext(): void {
  const wanted = fingerprint()
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) return
  console.error('Building the bare Next.js baseline (scripts/bare-next), once...')
  execFileSync(process.execPath, [nextBin, 'build', '--webpack', dir], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  // Taken again: next build may rewrite tsconfig.json in its own format the first time.
  fs.writeFileSync(stamp, fingerprint())
}

/** Builds (if needed) and starts the bare app on 127.0.0.1:port; resolves once it answers. */
export async function serveBareNext(port: number): Promise<BareNext> {
  buildBareNext()
  const child = spawn(process.execPath, [nextBin, 'start', dir, '--port', String(port), '--hostname', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The bare Next.js app exited with ${child.exitCode}:\n${errors}`)
    const answer = await fetch(url).catch(() => null)
    if (answer?.ok) return { url, pid: child.pid!, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The bare Next.js app did not answer on ${url} within 60 s:\n${errors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
