import type { PayloadRequest, TypedJobs } from 'payload'

import { durableConnection } from '@/config/durable-sqlite'
import { valuesStatements } from '@/lib/sql-rows'

type TaskSlug = keyof TypedJobs['tasks']

/** A job to queue: a task, its input, its queue and, optionally, the time it becomes due. */
export type QueuedJob<T extends TaskSlug = TaskSlug> = {
  task: T
  input: TypedJobs['tasks'][T]['input']
  queue: string
  waitUntil?: Date
}

const COLUMNS = 'input, task_slug, queue, wait_until, total_tried, has_error, processing, created_at, updated_at'

/**
 * Queues jobs as `payload.jobs.queue` stores them, but without reading each new row back: a form
 * submission queues two or three jobs and never looks at them, and the read-back cost about as
 * much as the insert. Payload writes job rows straight through the database adapter too (no
 * collection hooks run for payload-jobs unless `jobs.runHooks` is set, and it is not here).
 *
 * On SQLite, whose Payload adapter runs each statement on its own (no transactions), the jobs go
 * in as multi-row INSERTs in one write batch: one transaction and one commit for all of them, so
 * they exist together or not at all (valuesStatements splits three rows into two statements), on
 * the connection that waits for the disk (the lead written before them reaches it in the same
 * fsync).
 * Elsewhere (MongoDB), one adapter write each, in the request's transaction.
 */
export async function enqueue(req: PayloadRequest, jobs: QueuedJob[]): Promise<void> {
  if (jobs.length === 0) return
  const { db } = req.payload
  // Without a transaction Payload leaves a promise of null here (its SQLite adapter never opens one).
  if (db.name === 'sqlite' && !(await req.transactionID)) {
    const now = new Date().toISOString()
    const rows = jobs.map((job) => [
      JSON.stringify(job.input),
      job.task,
      job.queue,
      job.waitUntil?.toISOString() ?? null,
      0,
      0,
      0,
      now,
      now,
    ])
    await durableConnection(req.payload).batch(
      valuesStatements(`INSERT INTO payload_jobs (${COLUMNS})`, 9, rows),
      'write',
    )
    return
  }
  for (const job of jobs) {
    await db.create({
      collection: 'payload-jobs',
      data: {
        input: job.input,
        queue: job.queue,
        taskSlug: job.task,
        ...(job.waitUntil ? { waitUntil: job.waitUntil.toISOString() } : {}),
      },
      req,
      returning: false,
    })
  }
}
