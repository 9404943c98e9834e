import { type Payload, type TaskConfig } from 'payload'

import { enqueue, type QueuedJob } from '@/jobs/enqueue'
import { parseDocId } from '@/lib/ids'
import { siteUrl } from '@/lib/site-url'

import { oneLine } from '@/email/compose'
import { sendEmailOnce } from '@/email/handoff'
import { LEADS_QUEUE } from '../jobs'
import { leadSettings } from '../settings'
import { inTransaction } from '../transaction'

/** Tasks claimed per sweep; the rest wait for the next minute's. */
const SWEEP_BATCH = 500

const reminderJob = (taskId: number | string, dueAt: string): QueuedJob<'remindTask'> => ({
  task: 'remindTask',
  queue: LEADS_QUEUE,
  input: { taskId: String(taskId), dueAt },
})

/**
 * Claims the open tasks that have fallen due and queues one reminder each: the claim (remindedAt)
 * and the job are written in one transaction, and a task is claimed only while unclaimed, so
 * sweeps on several instances at once queue each reminder once. A finished task is never claimed.
 */
export async function sweepDueTasks(payload: Payload, now = new Date()): Promise<number> {
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
  let queued = 0
  for (const task of docs) {
    queued += await inTransaction(payload, null, async (req) => {
      const { docs: claimed } = await payload.update({
        collection: 'lead-tasks',
        where: {
          and: [
            { id: { equals: task.id } },
            { remindedAt: { exists: false } },
            { done: { equals: false } },
            { dueAt: { equals: task.dueAt } },
          ],
        },
        data: { remindedAt: now.toISOString() },
        req,
        overrideAccess: true,
        depth: 0,
      })
      if (claimed.length) await enqueue(req, [reminderJob(task.id, task.dueAt)])
      return claimed.length
    })
  }
  return queued
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
