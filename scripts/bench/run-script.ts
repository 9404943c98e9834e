/**
 * A bench's TypeScript step in a process of its own, through tsx, as the server. With the
 * `production` condition: Lexical's Node entries otherwise pick their build with a top-level await
 * that, on Node 20, sometimes never settles, and the step exited 13 before its first line
 * (docs/payload-bugs.md).
 */
import { execFileSync } from 'node:child_process'

export const runScript = (script: string, args: string[], options: { env: NodeJS.ProcessEnv; timeoutMs: number }) =>
  execFileSync(process.execPath, ['--conditions=production', '--no-deprecation', '--import', 'tsx', script, ...args], {
    env: options.env,
    // Piped, never inherited: its output is read, and its failure shows its stderr.
    stdio: 'pipe',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: options.timeoutMs,
  })
