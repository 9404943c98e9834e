import { spawn } from 'node:child_process'

import { describe, expect, it } from 'vitest'

/** The fixture server, stopped by `signal` once listening: its exit code and what it printed. */
function stopWith(signal: NodeJS.Signals): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/shutdown-server.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (output.includes('listening') && !child.killed) child.kill(signal)
  })
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

describe('the front server on a signal', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    'stops gracefully on %s: shutdown hooks run, exit code 0',
    async (signal) => {
      const { code, output } = await stopWith(signal)
      expect(output).toContain(`${signal}: finishing 0 request(s) in flight, then stopping`)
      expect(output).toContain('hooks ran')
      expect(output).toContain('Stopped')
      expect(code).toBe(0)
    },
    30_000,
  )
})
