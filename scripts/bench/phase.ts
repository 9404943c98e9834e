/**
 * A benchmark's phases: each announced with its time limit, timed, and on failure or overrun
 * stopping the bench with the phase's name (a bench that hangs silently measures nothing).
 */
import { performance } from 'node:perf_hooks'

export class PhaseError extends Error {}

export async function phase<T>(name: string, limitMs: number, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  console.log(`\n[${name}] (limit ${Math.round(limitMs / 1000)} s)`)
  let timer: NodeJS.Timeout | undefined
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PhaseError(`Phase "${name}" exceeded its limit of ${Math.round(limitMs / 1000)} s`)),
      limitMs,
    )
  })
  try {
    const result = await Promise.race([run(), overrun])
    console.log(`[${name}] done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return result
  } catch (error) {
    if (error instanceof PhaseError) throw error
    throw new PhaseError(`Phase "${name}" failed: ${error instanceof Error ? error.stack : String(error)}`)
  } finally {
    clearTimeout(timer)
  }
}

export const progress = (line: string) => console.log(`  ${line}`)
