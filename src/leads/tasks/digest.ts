import type { Payload } from 'payload'

const LISTED = 300

type DigestTask = { title: string; email: string; due: string }
/** One owner's open tasks, soonest due first; `owner` null for tasks nobody owns. */
export type OwnerTasks = { owner: string | null; tasks: DigestTask[] }

/** Every open task, grouped by owner name (A–Z, nobody last), for the Monday digest. */
export async function openTasksByOwner(payload: Payload): Promise<OwnerTasks[]> {
  const { docs } = await payload.find({
    collection: 'lead-tasks',
    where: { done: { equals: false } },
    sort: 'dueAt',
    limit: LISTED,
    depth: 0,
    overrideAccess: true,
  })
  const byOwner = new Map<string | null, DigestTask[]>()
  for (const task of docs) {
    const owner = task.owner?.trim() || null
    const list = byOwner.get(owner) ?? []
    list.push({ title: task.title, email: task.email, due: task.dueDay ?? task.dueAt.slice(0, 10) })
    byOwner.set(owner, list)
  }
  return [...byOwner]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([owner, tasks]) => ({ owner, tasks }))
}
