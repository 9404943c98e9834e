import v8 from 'node:v8'

/** How far the JavaScript heap may grow past what the last full collection kept, in percent. */
export const HEAP_GROWING_PERCENT = 20

/**
 * V8 sizes its heap from the machine's memory: with 16 GB or more it lets the heap grow to up to
 * 4× what the last full collection kept before it collects again, so ~110 MB of live objects held
 * 230–260 MB of heap after varied traffic (RSS 430–500 MB, docs/deploy.md). Growing by a fifth
 * keeps it near the live size, at the price of more frequent collections (CPU: docs/benchmarks.md). V8 reads
 * the flag at every full collection, so setting it at start-up applies to the whole run. A
 * `--heap-growing-percent` given to node itself wins (0 is V8's own sizing).
 */
export function boundHeapGrowth(execArgv = process.execArgv): void {
  if (execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) return
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}
