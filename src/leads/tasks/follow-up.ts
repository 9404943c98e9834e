import type { PayloadRequest } from 'payload'

import type { Person as PersonRecord } from '@/payload-types'

import { dueFields, insertTask } from './tasks'

/** The title of the task a person's follow-up day is. */
const FOLLOW_UP_TASK_TITLE = 'Follow up'

const idOf = (relation: unknown): number | string | null =>
  relation && typeof relation === 'object' ? (relation as { id: number | string }).id : ((relation as number) ?? null)

/**
 * The person's follow-up day is an open "Follow up" task of their owner, due at 08:00 that day:
 * set, moved or cleared (deleted) with the day, and handed over with the person.
 */
export async function syncFollowUpTask(req: PayloadRequest, person: PersonRecord, author: string) {
  const { payload } = req
  const { docs } = await payload.find({
    collection: 'lead-tasks',
    where: {
      and: [
        { emailKey: { equals: person.emailKey } },
        { title: { equals: FOLLOW_UP_TASK_TITLE } },
        { done: { equals: false } },
      ],
    },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const open = docs[0]
  const owner = idOf(person.ownerUser)
  if (!person.followUpOn) {
    if (open) await payload.delete({ collection: 'lead-tasks', id: open.id, req, overrideAccess: true })
    return
  }
  if (!open) {
    await insertTask(
      req,
      {
        key: person.emailKey,
        email: person.email,
        title: FOLLOW_UP_TASK_TITLE,
        due: person.followUpOn,
        owner: owner === null ? null : { id: owner, name: person.owner ?? '', email: '', role: '' },
      },
      author,
    )
    return
  }
  const due = dueFields(person.followUpOn)
  await payload.update({
    collection: 'lead-tasks',
    id: open.id,
    // Keyed by name: a user id is a number on SQLite and a string on MongoDB.
    data: {
      ...due,
      ...(due.dueAt !== open.dueAt && { remindedAt: null }),
      ownerUser: owner,
      owner: person.owner ?? null,
    } as Record<string, unknown>,
    req,
    overrideAccess: true,
    depth: 0,
  })
}
