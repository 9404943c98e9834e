import type { Payload } from 'payload'

import type { BlogPost } from '@/contracts/blog-posts'
import type { DocId } from '@/lib/ids'

import { SCHEDULED_PUBLISH_QUEUE } from './jobs'

/** Payload's own task for the CMS's 'Schedule publish'. */
const SCHEDULE_PUBLISH_TASK = 'schedulePublish'

type PostSchedule = { publishAt: string | null; unpublishAt: string | null }

type ScheduleInput = { type?: 'publish' | 'unpublish'; doc?: { relationTo: string; value: DocId } }

/** Publish or unpublish jobs not yet run, of blog posts. */
async function pendingJobs(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
      ],
    },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.flatMap((job) => {
    const input = job.input as ScheduleInput | null
    if (input?.doc?.relationTo !== 'blog-posts' || !job.waitUntil) return []
    return [{ id: job.id, postId: String(input.doc.value), type: input.type ?? 'publish', at: job.waitUntil }]
  })
}

/** The next scheduled publication and unpublication of each post (by id as text). */
export async function postSchedules(payload: Payload): Promise<Map<string, PostSchedule>> {
  const schedules = new Map<string, PostSchedule>()
  for (const job of await pendingJobs(payload)) {
    const schedule = schedules.get(job.postId) ?? { publishAt: null, unpublishAt: null }
    if (job.type === 'publish') schedule.publishAt ??= job.at
    else schedule.unpublishAt ??= job.at
    schedules.set(job.postId, schedule)
  }
  return schedules
}

/** Drops a post's pending scheduled publication (its unpublication, set in the CMS, stays). */
export async function cancelScheduledPublish(payload: Payload, postId: DocId): Promise<void> {
  const jobs = (await pendingJobs(payload)).filter((job) => job.postId === String(postId) && job.type === 'publish')
  if (!jobs.length) return
  await payload.delete({
    collection: 'payload-jobs',
    where: { id: { in: jobs.map((job) => job.id) } },
    overrideAccess: true,
  })
}

/** Publishes the post's latest version at `at` (one pending publication per post). */
export async function schedulePublish(payload: Payload, postId: DocId, at: Date): Promise<void> {
  await cancelScheduledPublish(payload, postId)
  await payload.jobs.queue({
    task: SCHEDULE_PUBLISH_TASK,
    queue: SCHEDULED_PUBLISH_QUEUE,
    waitUntil: at,
    input: { type: 'publish', doc: { relationTo: 'blog-posts', value: postId as BlogPost['id'] } },
  })
}
