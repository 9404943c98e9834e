import type { Payload, PayloadRequest, TypedUser, Where } from 'payload'

import { isApiKeyAdmin } from '@/auth/admin-user'
import type { LeadOwner } from '@/contracts/owners'
import type { Task } from '@/contracts/tasks'
import { siteTimeZone } from '@/analytics/model/time'
import { dayBounds, taskDueInstant } from '@/lib/task-due'
import type { LeadTask } from '@/payload-types'

import { authorOf } from '../inbox/author'
import { inTransaction } from '../transaction'

type Caller = { payload: Payload; user: TypedUser }

const idOf = (relation: unknown): number | string | null =>
  relation && typeof relation === 'object' ? (relation as { id: number | string }).id : ((relation as number) ?? null)

export const taskOf = (doc: LeadTask): Task => ({
  id: doc.id,
  email: doc.email,
  title: doc.title,
  dueAt: doc.dueAt,
  dueDay: doc.dueDay ?? null,
  owner: idOf(doc.ownerUser) !== null ? { id: idOf(doc.ownerUser)!, name: doc.owner ?? '' } : null,
  createdBy: doc.createdBy,
  done: doc.done,
  doneAt: doc.doneAt ?? null,
  createdAt: doc.createdAt,
})

/** A due value as stored: the instant, and the day when only a day was given. */
export const dueFields = (value: string) => ({
  dueAt: taskDueInstant(value, siteTimeZone()).toISOString(),
  dueDay: /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null,
})

/** A CMS user who can own tasks, or null for the shared key. */
export const callerOwner = (user: TypedUser): LeadOwner | null =>
  isApiKeyAdmin(user)
    ? null
    : { id: user.id, name: authorOf(user), email: (user as { email: string }).email, role: String(user.role) }

type NewTask = { key: string; email: string; title: string; due: string; owner: LeadOwner | null }

/** Stores a task in `req`'s transaction. */
export async function insertTask(req: PayloadRequest, task: NewTask, createdBy: string): Promise<LeadTask> {
  return req.payload.create({
    collection: 'lead-tasks',
    data: {
      emailKey: task.key,
      email: task.email,
      title: task.title,
      ...dueFields(task.due),
      ...{ ownerUser: task.owner?.id ?? null },
      owner: task.owner?.name ?? null,
      createdBy,
      done: false,
    } as Omit<LeadTask, 'id' | 'createdAt' | 'updatedAt'>,
    req,
    overrideAccess: true,
    depth: 0,
  })
}

export const createTask = ({ payload, user }: Caller, task: NewTask) =>
  inTransaction(payload, user, async (req) => taskOf(await insertTask(req, task, authorOf(user))))

export async function findTask({ payload }: Caller, id: number | string): Promise<LeadTask | null> {
  return payload
    .findByID({ collection: 'lead-tasks', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
}

export type TaskChange = { done?: boolean; title?: string; dueAt?: string; owner?: LeadOwner | null }

/** Updates a task; a new due time may be reminded again, a finished task never is. */
export async function updateTask({ payload, user }: Caller, task: LeadTask, change: TaskChange): Promise<Task> {
  const data: Record<string, unknown> = {}
  if (change.title !== undefined) data.title = change.title
  if (change.dueAt !== undefined) {
    const due = dueFields(change.dueAt)
    Object.assign(data, due, due.dueAt !== task.dueAt && { remindedAt: null })
  }
  if (change.owner !== undefined)
    Object.assign(data, { ownerUser: change.owner?.id ?? null, owner: change.owner?.name ?? null })
  if (change.done !== undefined && change.done !== task.done)
    Object.assign(
      data,
      change.done
        ? { done: true, doneAt: new Date().toISOString(), doneBy: authorOf(user) }
        : { done: false, doneAt: null, doneBy: null },
    )
  const doc = await payload.update({ collection: 'lead-tasks', id: task.id, data, overrideAccess: true, depth: 0 })
  return taskOf(doc)
}

export async function deleteTask({ payload }: Caller, task: LeadTask) {
  await payload.delete({ collection: 'lead-tasks', id: task.id, overrideAccess: true, depth: 0 })
}

export type TaskFilter = {
  ownerId?: number | string
  due?: 'today' | 'overdue' | 'upcoming'
  key?: string
  withDone?: boolean
}

/** Tasks by owner, due bucket (days in SITE_TIMEZONE) and person; overdue first (the oldest due first). */
export async function listTasks({ payload }: Caller, filter: TaskFilter, now = new Date()): Promise<Task[]> {
  const and: Where[] = []
  if (!filter.withDone) and.push({ done: { equals: false } })
  if (filter.ownerId !== undefined) and.push({ ownerUser: { equals: filter.ownerId } })
  if (filter.key) and.push({ emailKey: { equals: filter.key } })
  const { startOfToday, startOfTomorrow } = dayBounds(now, siteTimeZone())
  if (filter.due === 'overdue') and.push({ dueAt: { less_than: startOfToday.toISOString() } })
  if (filter.due === 'today')
    and.push(
      { dueAt: { greater_than_equal: startOfToday.toISOString() } },
      { dueAt: { less_than: startOfTomorrow.toISOString() } },
    )
  if (filter.due === 'upcoming') and.push({ dueAt: { greater_than_equal: startOfTomorrow.toISOString() } })
  const { docs } = await payload.find({
    collection: 'lead-tasks',
    where: { and },
    sort: ['dueAt', 'id'],
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(taskOf)
}
