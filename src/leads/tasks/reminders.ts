import { createLocalReq, type Payload, type TaskConfig } from 'payload'

import { durableConnection } from '@/config/durable-sqlite'
import { enqueue, JOB_COLUMNS, type QueuedJob } from '@/jobs/enqueue'
import { parseDocId } from '@/lib/ids'
import { siteUrl } from '@/lib/site-url'
import { sharedState } from '@/shared-state'
import { withLock } from '@/shared-state/lock'

import { oneLine } from '@/email/compose'
import { sendEmailOnce } from '@/email/handoff'
import { LEADS_QUEUE } from '../jobs'
import { leadSettings } from '../settings'

/** Tasks claimed per sweep; the rest wait for the next minute's. */
const SWEEP_BATCH = 5000

const reminderJob = (taskId: number | string, dueAt: string): QueuedJob<'remindTask'> => ({
  task: 'remindTask',
  queue: LEADS_QUEUE,
  input: { taskId: String(taskId), dueAt },
})

/** The open, unclaimed tasks due by the bound instant, soonest first. */
const DUE_UNCLAIMED = `SELECT id FROM lead_tasks WHERE done = 0 AND reminded_at IS NULL AND due_at <= ? ORDER BY due_at LIMIT ${SWEEP_BATCH}`

/**
 * On SQLite (whose Payload adapter opens no transactions) the claim and the jobs are one write
 * transaction on the durable connection: instances take it in turn, and the later one finds
 * nothing left to claim.
 */
async function sweepOnSqlite(payload: Payload, now: Date): Promise<number> {
  const at = now.toISOString()
  const queuedAt = new Date().toISOString()
  const [queued] = await durableConnection(payload).batch(
    [
      {
        sql: `INSERT INTO payload_jobs (${JOB_COLUMNS})
          SELECT json_object('taskId', CAST(id AS TEXT), 'dueAt', due_at), 'remindTask', ?, NULL, 0, 0, 0, ?, ?
          FROM lead_tasks WHERE id IN (${DUE_UNCLAIMED})`,
        args: [LEADS_QUEUE, queuedAt, queuedAt, at],
      },
      { sql: `UPDATE lead_tasks SET reminded_at = ? WHERE id IN (${DUE_UNCLAIMED})`, args: [at, at] },
    ],
    'write',
  )
  return queued.rowsAffected
}

/**
 * Elsewhere, one sweep at a time across instances (a lock in the database); each task's job is
 * queued before its claim, so a sweep that dies between the two leaves a second job, whose e-mail
 * the handoff record stops, rather than no reminder.
 */
async function sweepWithLock(payload: Payload, now: Date): Promise<number> {
  return withLock(sharedState(payload).locks, 'task-reminder-sweep', async () => {
    const { docs } = await payload.find({
      collection: 'lead-tasks',
      where: {
        and: [
          { done: { equals: false } },
          { remindedAt: { exists: false } },
          { dueAt: { less_than_equal: now.toISOString() } },
        ],
      },
      sort: 'dueAt',
      limit: SWEEP_BATCH,
      depth: 0,
      overrideAccess: true,
    })
    for (const task of docs) {
      const req = await createLocalReq({}, payload)
      await enqueue(req, [reminderJob(task.id, task.dueAt)])
      await payload.db.updateOne({
        collection: 'lead-tasks',
        id: task.id,
        data: { remindedAt: now.toISOString() },
        req,
      })
    }
    return docs.length
  })
}

/**
 * Claims the open tasks that have fallen due (remindedAt) and queues one reminder each, so that
 * sweeps on several instances at once queue each reminder once. A finished task is never claimed.
 */
export function sweepDueTasks(payload: Payload, now = new Date()): Promise<number> {
  return payload.db.name === 'sqlite' ? sweepOnSqlite(payload, now) : sweepWithLock(payload, now)
}

/** Every minute: the tasks due by now get their reminder. */
const sweepTaskRemindersTask: TaskConfig<'sweepTaskReminders'> = {
  slug: 'sweepTaskReminders',
  label: 'Queue the reminders of tasks that fell due',
  schedule: [{ cron: '* * * * *', queue: LEADS_QUEUE }],
  inputSchema: [],
  retries: { attempts: 2 },
  handler: async ({ req }) => {
    await sweepDueTasks(req.payload)
    return { output: {} }
  },
}

/**
 * E-mails a task's owner (else whoever made it, when a user) that it is due, in plain text, once
 * per task and due time; a task finished, deleted or moved meanwhile gets nothing.
 */
const remindTaskTask: TaskConfig<'remindTask'> = {
  slug: 'remindTask',
  label: 'E-mail a task’s owner that it is due',
  inputSchema: [
    { name: 'taskId', type: 'text', required: true },
    { name: 'dueAt', type: 'text', required: true },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req: { payload } }) => {
    const id = parseDocId(input.taskId, payload.db.defaultIDType)
    const task =
      id === null
        ? null
        : await payload.findByID({ collection: 'lead-tasks', id, depth: 1, overrideAccess: true, disableErrors: true })
    if (!task || task.done || task.dueAt !== input.dueAt) return { output: {} }
    const owner = task.ownerUser && typeof task.ownerUser === 'object' ? task.ownerUser : null
    if (!owner?.email) return { output: {} }
    const { firmName } = await leadSettings(payload)
    const link = `${siteUrl()}/admin?${new URLSearchParams({ tab: 'pipeline', person: task.email })}`
    await sendEmailOnce(payload, `remindTask:${task.id}:${task.dueAt}`, {
      to: owner.email,
      subject: oneLine(`Task due: ${task.title}`),
      text: [
        `A task in the ${firmName} dashboard is due${task.dueDay ? ` today (${task.dueDay})` : ` at ${task.dueAt}`}:`,
        '',
        task.title,
        `About: ${task.email}`,
        '',
        `Open the person: ${link}`,
      ].join('\n'),
    })
    return { output: {} }
  },
}

export const taskReminderTasks = [sweepTaskRemindersTask, remindTaskTask]
