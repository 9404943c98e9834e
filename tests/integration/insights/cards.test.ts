import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { summarizePost } from '@/app/(site)/_lib/posts'
import * as revalidateRoute from '@/app/api/revalidate/route'
import { insightEditorConfig, markdownToBody } from '@/insights/markdown'
import { listInsights, publishedTags } from '@/insights/listing'
import { searchInsights } from '@/insights/search'
import * as cardsMigration from '@/migrations/20261127_182614_insight_cards'

import { admin, call } from '../api/fixtures'
import { testPayload } from '../helpers'

let payload: Payload
const words = (count: number) => Array.from({ length: count }, () => 'capital').join(' ')
const body = (text: string) => markdownToBody(insightEditorConfig(payload), text)

const create = (title: string, text: string, tags: string[], isPublished = true, quiet = false) =>
  payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: quiet ? { disableRevalidate: true } : {},
    data: { title, summary: 'A card fixture.', content: body(text), tags, isPublished },
  })

const storedMinutes = async (id: number) =>
  (await payload.findByID({ collection: 'blog-posts', id, showHiddenFields: true, overrideAccess: true })).readMinutes

beforeAll(async () => {
  payload = await testPayload()
})

describe("an insight's card", () => {
  it('stores the read time on save and follows edits of the body, never sent to visitors', async () => {
    const post = await create('Card Read Time', words(450), ['Card'])
    expect(await storedMinutes(post.id)).toBe(3)
    expect(post.readMinutes).toBeUndefined()
    await payload.update({ collection: 'blog-posts', id: post.id, data: { content: body('Short now.') } })
    expect(await storedMinutes(post.id)).toBe(1)
    await payload.update({ collection: 'blog-posts', id: post.id, data: { content: body(words(201)) } })
    await payload.update({ collection: 'blog-posts', id: post.id, data: { title: 'Card Read Time, Renamed' } })
    expect(await storedMinutes(post.id)).toBe(2)

    const [listed] = (await listInsights(payload, 'Card', 1)).posts
    expect(listed).not.toHaveProperty('content')
    expect(summarizePost(listed)).toMatchObject({ title: 'Card Read Time, Renamed', readTime: '2 min read' })
    const [found] = (await searchInsights(payload, 'renamed')).posts
    expect(summarizePost(found).readTime).toBe('2 min read')
  })

  it('gets the read time of the posts already stored when the migration runs', async () => {
    const post = await create('Card Before Migration', words(650), ['Card'])
    const adapter = payload.db as unknown as SQLiteAdapter
    const args = { db: adapter.drizzle, payload, req: {} } as unknown as Parameters<typeof cardsMigration.up>[0]
    await cardsMigration.down(args)
    await cardsMigration.up(args)
    const [row] = await adapter.drizzle.all<{ minutes: number }>(
      sql`SELECT read_minutes AS minutes FROM blog_posts WHERE id = ${post.id}`,
    )
    expect(row.minutes).toBe(4)
    const [version] = await adapter.drizzle.all<{ minutes: number }>(
      sql`SELECT version_read_minutes AS minutes FROM _blog_posts_v WHERE parent_id = ${post.id} ORDER BY id DESC LIMIT 1`,
    )
    expect(version.minutes).toBe(4)
    expect(summarizePost((await listInsights(payload, 'Card', 1)).posts[0]).readTime).toBe('4 min read')
  })
})

describe('the published tags, kept in the process', () => {
  it('are read again once a post is published or unpublished, or another instance changed content', async () => {
    await create('Tags Seen First', 'Words.', ['Kept First'])
    expect(await publishedTags(payload)).toContain('Kept First')

    // Written without the content hooks (as a script may): the kept tags do not know of it yet.
    await create('Tags Written Quietly', 'Words.', ['Kept Quiet'], true, true)
    expect(await publishedTags(payload)).not.toContain('Kept Quiet')

    const draft = await create('Tags Published Later', 'Words.', ['Kept Later'], false)
    expect(await publishedTags(payload)).toEqual(expect.arrayContaining(['Kept First', 'Kept Quiet']))
    expect(await publishedTags(payload)).not.toContain('Kept Later')

    await payload.update({ collection: 'blog-posts', id: draft.id, data: { _status: 'published' } })
    expect(await publishedTags(payload)).toContain('Kept Later')
    expect((await listInsights(payload, null, 1)).tags).toContain('Kept Later')

    await payload.update({ collection: 'blog-posts', id: draft.id, data: { _status: 'draft' } })
    expect(await publishedTags(payload)).not.toContain('Kept Later')

    // Another instance's change reaches this one as POST /api/revalidate (content sync).
    await create('Tags Elsewhere', 'Words.', ['Kept Elsewhere'], true, true)
    expect(await publishedTags(payload)).not.toContain('Kept Elsewhere')
    expect((await call(revalidateRoute.POST, '/api/revalidate', { ...admin, method: 'POST' })).status).toBe(200)
    expect(await publishedTags(payload)).toContain('Kept Elsewhere')
  })
})
