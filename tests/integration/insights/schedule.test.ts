import { setTimeout as sleep } from 'node:timers/promises'

import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as postById from '@/app/api/blog/posts/[id]/route'
import * as posts from '@/app/api/blog/posts/route'
import { SCHEDULED_PUBLISH_QUEUE } from '@/collections/BlogPosts/jobs'
import { QUEUES } from '@/tasks'
import { JobRunner } from '@/jobs/runner'
import { sqliteSharedState } from '@/shared-state/sqlite'

import { postBody } from '../api/bodies'
import { admin, call } from '../api/fixtures'
import { testPayload } from '../helpers'

type Post = {
  id: number
  title: string
  isPublished: boolean
  publishedAt: string | null
  publishAt: string | null
  scheduledPublishAt: string | null
  scheduledUnpublishAt: string | null
}

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** The runner the server starts, with the queue Payload's scheduled publishing uses. */
async function runScheduledJobs(): Promise<void> {
  const state = sqliteSharedState((payload.db as unknown as SQLiteAdapter).client)
  const queues = QUEUES.filter(({ queue }) => queue === SCHEDULED_PUBLISH_QUEUE)
  const runner = new JobRunner(payload, { claims: state.jobClaims, locks: state.locks }, queues, 'test')
  await runner.poll()
  await runner.stop(10_000)
}

const visitorTitle = async (id: number) => {
  const answer = await call(postById.GET, '/api/blog/posts/x', { id: String(id) })
  return answer.status === 200 ? (answer.json() as Post).title : null
}

const adminPost = async (id: number) =>
  (await call(postById.GET, '/api/blog/posts/x', { ...admin, id: String(id) })).json() as Post

const put = (id: number, body: Record<string, unknown>) =>
  call(postById.PUT, '/api/blog/posts/x', { ...admin, method: 'PUT', id: String(id), body })

const create = async (title: string, body: Record<string, unknown> = {}) =>
  call(posts.POST, '/api/blog/posts', { ...admin, body: { ...postBody(title), ...body } })

describe("the dashboard's 'Publish at'", () => {
  it('is a time in SITE_TIMEZONE: the post stays a draft and the job waits for that instant', async () => {
    const answer = await create('Winter outlook', { isPublished: false, publishAt: '2030-01-15T09:00' })
    expect(answer.status).toBe(201)
    const post = answer.json() as Post
    // America/Chicago is six hours behind UTC in January.
    expect(post).toMatchObject({
      isPublished: false,
      publishedAt: null,
      publishAt: '2030-01-15T09:00',
      scheduledPublishAt: '2030-01-15T15:00:00.000Z',
    })
    await runScheduledJobs()
    expect(await visitorTitle(post.id)).toBeNull()
    // The same time in summer is five hours behind.
    expect((await put(post.id, { publishAt: '2030-07-15T09:00' })).json()).toMatchObject({
      scheduledPublishAt: '2030-07-15T14:00:00.000Z',
    })
    const jobs = await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })
    expect(jobs.totalDocs).toBe(1)
    // Cleared: no publication waits any more.
    expect((await put(post.id, { publishAt: null })).json()).toMatchObject({
      publishAt: null,
      scheduledPublishAt: null,
    })
  })

  it('keeps a live post as visitors know it until the time, then publishes the latest version', async () => {
    const live = (await create('Spring outlook')).json() as Post
    const at = new Date(Date.now() + 1500)
    const scheduled = await put(live.id, { ...postBody('Spring outlook, revised'), publishAt: at.toISOString() })
    expect(scheduled.status).toBe(200)
    expect(scheduled.json()).toMatchObject({ title: 'Spring outlook, revised', isPublished: true })
    await runScheduledJobs()
    expect(await visitorTitle(live.id)).toBe('Spring outlook')

    await sleep(at.getTime() - Date.now() + 100)
    await runScheduledJobs()
    expect(await visitorTitle(live.id)).toBe('Spring outlook, revised')
    const after = await adminPost(live.id)
    expect(after).toMatchObject({ isPublished: true, publishedAt: live.publishedAt, scheduledPublishAt: null })
  })

  it('publishes a never-published draft at its time and dates it then', async () => {
    const draft = (await create('Autumn outlook', { isPublished: false })).json() as Post
    const at = new Date(Date.now() + 1000)
    await put(draft.id, { publishAt: at.toISOString() })
    await sleep(at.getTime() - Date.now() + 100)
    await runScheduledJobs()
    const published = await adminPost(draft.id)
    expect(published.isPublished).toBe(true)
    expect(Date.parse(published.publishedAt!)).toBeGreaterThanOrEqual(at.getTime())
    expect(await visitorTitle(draft.id)).toBe('Autumn outlook')
  })

  it('publishes at once when the time has passed', async () => {
    const draft = (await create('Summer outlook', { isPublished: false })).json() as Post
    const answer = await put(draft.id, {
      ...postBody('Summer outlook'),
      isPublished: false,
      publishAt: '2020-05-01T08:00',
    })
    expect(answer.json()).toMatchObject({ isPublished: true, scheduledPublishAt: null })
    expect(await visitorTitle(draft.id)).toBe('Summer outlook')
  })

  it.each(['tomorrow', '2030-13-01T09:00', '2030-01-15', '2030-01-15T25:00', '<b>soon</b>'])(
    'refuses %s with a 400 naming publishAt and changes nothing',
    async (publishAt) => {
      const draft = (await create('Unchanged', { isPublished: false })).json() as Post
      const answer = await put(draft.id, { title: 'Changed', publishAt })
      expect(answer.status).toBe(400)
      expect(answer.text).toBe('Invalid or missing fields: publishAt')
      expect((await adminPost(draft.id)).title).toBe('Unchanged')
      const created = await create('Not created', { publishAt })
      expect(created.status).toBe(400)
      const titles = ((await call(posts.GET, '/api/blog/posts', admin)).json() as Post[]).map((post) => post.title)
      expect(titles).not.toContain('Not created')
    },
  )
})

describe("the CMS's scheduled unpublishing", () => {
  it('takes a post offline at its time, run by the server’s job runner', async () => {
    const live = (await create('Limited offer')).json() as Post
    // What /cms's Schedule drawer queues for 'Unpublish'.
    const at = new Date(Date.now() + 800)
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: at,
      input: { type: 'unpublish', doc: { relationTo: 'blog-posts', value: live.id } },
    })
    expect((await adminPost(live.id)).scheduledUnpublishAt).toBe(at.toISOString())
    await sleep(at.getTime() - Date.now() + 100)
    await runScheduledJobs()
    expect(await visitorTitle(live.id)).toBeNull()
    expect(await adminPost(live.id)).toMatchObject({
      isPublished: false,
      publishedAt: null,
      scheduledUnpublishAt: null,
    })
  })
})
