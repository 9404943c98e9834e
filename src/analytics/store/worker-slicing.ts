import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

import type { Sliced, SlicingOptions } from './sqlite-slicing'

export type SliceWork = { file: string; through: string; options: SlicingOptions }
export type SliceAnswer = { sliced?: Sliced; error?: string }

/**
 * The worker's entry: dist/slice-worker.mjs (built beside dist/server.mjs) in production, else the
 * TypeScript source through tsx's loader. Found from the working directory, as the job runs inside
 * Next's bundle, where this module's own location says nothing about either.
 */
function startWorker(work: SliceWork): Worker {
  const built = path.resolve('dist/slice-worker.mjs')
  if (process.env.NODE_ENV === 'production' && fs.existsSync(built)) return new Worker(built, { workerData: work })
  const entry = pathToFileURL(path.resolve('src/analytics/slice-worker.ts')).href
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(code, { eval: true, workerData: work })
}

/**
 * Runs the sliceAnalytics job's slicing (sqlite-slicing.ts) in a worker thread on its own
 * connection to the SQLite file: libsql runs each statement synchronously, and a day's or month's
 * read over a large history would otherwise hold the server's event loop for its whole length.
 */
export function sliceInWorker(work: SliceWork): Promise<Sliced> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(work)
    let answered = false
    worker.once('message', ({ sliced, error }: SliceAnswer) => {
      answered = true
      void worker.terminate()
      if (sliced) resolve(sliced)
      else reject(new Error(`Analytics slicing failed: ${error}`))
    })
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The analytics slicing worker exited with code ${code}`))
    })
  })
}
