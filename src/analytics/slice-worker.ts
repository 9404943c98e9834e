/**
 * The slicing worker thread (src/analytics/store/worker-slicing.ts): the sliceAnalytics job's reads
 * and writes on a connection of its own, so the server's event loop never waits on them.
 */
import { parentPort, workerData } from 'node:worker_threads'

import { NativeSqliteClient } from '@/config/native-sqlite'

import { sliceClosedDays } from './store/sqlite-slicing'
import type { SliceWork, SliceAnswer } from './store/worker-slicing'

const { file, through, options } = workerData as SliceWork
sliceClosedDays(new NativeSqliteClient(file), through, options).then(
  (sliced) => parentPort!.postMessage({ sliced } satisfies SliceAnswer),
  (error: unknown) =>
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies SliceAnswer),
)
