import type { PayloadRequest, TypedJobs } from 'payload'

type TaskSlug = keyof TypedJobs['tasks']

/** A job to queue: a task, its input, its queue and, optionally, the time it becomes due. */
export type QueuedJob<T extends TaskSlug = TaskSlug> = {
  task: T
  input: TypedJobs['tasks'][T]['input']
  queue: string
  waitUntil?: Date
}

/**
 * Queues a job in the request's transaction, as `payload.jobs.queue` does, but without reading the
 * new row back: a form submission queues two or three jobs and never looks at them, and each
 * read-back cost as much as a third of the insert on SQLite. Payload writes job rows straight
 * through the database adapter too (no collection hooks run for payload-jobs unless
 * `jobs.runHooks` is set, and it is not here), so the stored row is the same.
 */
export async function enqueue<T extends TaskSlug>(req: PayloadRequest, job: QueuedJob<T>): Promise<void> {
  await req.payload.db.create({
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
