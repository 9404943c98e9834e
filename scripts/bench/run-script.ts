/**
 * A bench's TypeScript step in a process of its own, through tsx, as the server. On Node 20 such a
 * process now and then exits 13 (an unsettled top-level await) before its first line has run:
 * loading Payload's modules through tsx's off-thread loader hooks sometimes never settles (about 1
 * start in 4–12 measured on 7 Dec 2026; the same start succeeds when tried again). Such a start is
 * tried again, twice at most; any other failure stops the bench with the step's stderr.
 */
import { execFileSync } from 'node:child_process'

const UNSETTLED_AWAIT = 13
const TRIES = 3

export function runScript(script: string, args: string[], options: { env: NodeJS.ProcessEnv; timeoutMs: number }) {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(process.execPath, ['--no-deprecation', '--import', 'tsx', script, ...args], {
        env: options.env,
        // Piped, never inherited: its output is read, and its failure shows its stderr.
        stdio: 'pipe',
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        timeout: options.timeoutMs,
      })
    } catch (error) {
      const { status, stdout } = error as { status?: number | null; stdout?: string }
      if (status !== UNSETTLED_AWAIT || stdout || attempt === TRIES) throw error
      console.log(`  ${script} exited ${UNSETTLED_AWAIT} before its first line: starting it again`)
    }
  }
}
