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

type SQLiteJobs = {
  name: 'sqlite'
  drizzle: { insert: (table: unknown) => { values: (rows: Record<string, unknown>[]) => PromiseLike<unknown> } }
  tables: Record<string, unknown>
  tableNameMap: Map<string, string>
  sessions: Record<string, { db: SQLiteJobs['drizzle'] } | undefined>
}

/**
 * Queues several jobs at once, in the request's transaction. On SQLite they go in as one
 * multi-row INSERT: one statement and one commit instead of one per job, which is what a form
 * submission's two or three jobs cost most. Elsewhere they are queued one by one.
 */
export async function enqueueAll(req: PayloadRequest, jobs: QueuedJob[]): Promise<void> {
  const db = req.payload.db as unknown as SQLiteJobs
  if (db.name !== 'sqlite' || jobs.length < 2) {
    for (const job of jobs) await enqueue(req, job)
    return
  }
  const session = req.transactionID ? db.sessions[String(await req.transactionID)] : undefined
  const now = new Date().toISOString()
  await (session?.db ?? db.drizzle).insert(db.tables[db.tableNameMap.get('payload_jobs')!]).values(
    jobs.map((job) => ({
      input: job.input,
      queue: job.queue,
      taskSlug: job.task,
      waitUntil: job.waitUntil?.toISOString() ?? null,
      totalTried: 0,
      hasError: false,
      processing: false,
      createdAt: now,
      updatedAt: now,
    })),
  )
}
