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

/** The columns of a queued job's row on SQLite, in the order `enqueue` writes them. */
export const JOB_COLUMNS =
  'input, task_slug, queue, wait_until, total_tried, has_error, processing, created_at, updated_at'

/**
 * Queues jobs as `payload.jobs.queue` stores them without reading each row back; on SQLite all in one
 * transaction on the durable connection (docs/internals.md).
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
      valuesStatements(`INSERT INTO payload_jobs (${JOB_COLUMNS})`, 9, rows),
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
