import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { HEAP_GROWING_PERCENT } from '@/server/heap-growth'

/** Full collections the script asks for after running its code. */
const COLLECTIONS = 40

/**
 * The factors V8 grew the old generation's limit by after each of the full collections a node asked
 * for once it ran `code`. Only those: V8 may also collect while the module loads, before `code` has
 * set anything (seen once on a loaded machine, with V8's own factor of 4).
 */
function heapLimitFactors(code: string, nodeArgs: string[] = []): number[] {
  const entry = path.resolve('src/server/heap-growth.ts')
  const script = `import(${JSON.stringify(entry)}).then(({ boundHeapGrowth }) => { ${code}; const kept = []; for (let n = 0; n < ${COLLECTIONS}; n += 1) { kept.push(new Array(100000).fill(n)); globalThis.gc() } })`
  const trace = execFileSync(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--expose-gc', '--trace-gc-verbose', '-e', script],
    {
      encoding: 'utf8',
    },
  )
  return [...trace.matchAll(/\[HeapController\] Limit: old size: \d+ KB, new limit: \d+ KB \(([\d.]+)\)/g)]
    .map((match) => Number(match[1]))
    .slice(-COLLECTIONS)
}

// Each test starts node and collects 40 times: seconds on a busy machine.
describe('boundHeapGrowth', { timeout: 60_000 }, () => {
  it('lets the heap grow by at most a fifth past what each full collection kept', () => {
    const factors = heapLimitFactors('boundHeapGrowth()')
    expect(factors).toHaveLength(COLLECTIONS)
    for (const factor of factors) expect(factor).toBeLessThanOrEqual(1 + HEAP_GROWING_PERCENT / 100)
  })

  it("leaves node's own --heap-growing-percent in force", () => {
    const factors = heapLimitFactors('boundHeapGrowth()', ['--heap-growing-percent=50'])
    expect(factors).toHaveLength(COLLECTIONS)
    for (const factor of factors) expect(factor).toBe(1.5)
  })
})
