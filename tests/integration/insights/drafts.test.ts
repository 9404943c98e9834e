import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as cmsGET, PATCH as cmsPATCH, POST as cmsPOST } from '@/app/(payload)/cms-api/[...slug]/route'
import * as postById from '@/app/api/blog/posts/[id]/route'
import * as posts from '@/app/api/blog/posts/route'
import { MAX_VERSIONS_PER_POST } from '@/collections/BlogPosts'

import { postBody } from '../api/bodies'
import { admin, call } from '../api/fixtures'
import { ADMIN_KEY, testPayload } from '../helpers'

type Post = { id: number; title: string; isPublished: boolean; publishedAt: string | null; _status?: string }
type AdminPost = Post & { hasUnpublishedChanges: boolean }

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** /cms-api as the browser (or a script) calls it; `key` signs in as the admin. */
async function cms(handler: typeof cmsGET, pathname: string, init: RequestInit & { key?: boolean } = {}) {
  const url = new URL(pathname, 'http://localhost:3000')
  const headers = new Headers(init.headers)
  headers.set('x-client-ip', '203.0.113.9')
  if (init.key) headers.set('x-api-key', ADMIN_KEY)
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/')
  const response = await handler(new Request(url, { ...init, headers }), { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) }
}

const create = async (title: string, isPublished = true) =>
  (await call(posts.POST, '/api/blog/posts', { ...admin, body: { ...postBody(title), isPublished } })).json() as Post

/** An editor's draft saved in /cms (Save draft or autosave): PATCH with ?draft=true. */
const saveDraft = (id: number, title: string) =>
  cms(cmsPATCH, `/cms-api/blog-posts/${id}?draft=true`, {
    method: 'PATCH',
    key: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  })

/** Every title a visitor can reach, through every door. */
async function visitorTitles(id: number): Promise<string[]> {
  const seen: string[] = []
  const list = (await call(posts.GET, '/api/blog/posts')).json() as Post[]
  seen.push(...list.filter((post) => post.id === id).map((post) => post.title))
  const one = await call(postById.GET, '/api/blog/posts/x', { id: String(id) })
  if (one.status === 200) seen.push((one.json() as Post).title)
  for (const path of [`/cms-api/blog-posts?draft=true`, `/cms-api/blog-posts?draft=true&where[id][equals]=${id}`]) {
    const answer = await cms(cmsGET, path)
    if (answer.status === 200)
      seen.push(...(answer.json().docs as Post[]).filter((post) => post.id === id).map((post) => post.title))
  }
  for (const path of [`/cms-api/blog-posts/${id}?draft=true`, `/cms-api/blog-posts/${id}`]) {
    const answer = await cms(cmsGET, path)
    if (answer.status === 200) seen.push((answer.json() as Post).title)
  }
  return [...new Set(seen)]
}

describe('drafts of insights', () => {
  it('a draft saved in /cms over a published post stays invisible to visitors until it is published', async () => {
    const post = await create('Live version')
    expect((await saveDraft(post.id, 'Draft version')).status).toBe(200)

    expect(await visitorTitles(post.id)).toEqual(['Live version'])

    // The dashboard edits the latest version and says the post is live with changes waiting.
    const listed = ((await call(posts.GET, '/api/blog/posts', admin)).json() as AdminPost[]).find(
      (p) => p.id === post.id,
    )
    expect(listed).toMatchObject({ title: 'Draft version', isPublished: true, hasUnpublishedChanges: true })
    expect(listed?.publishedAt).toBe(post.publishedAt)

    // Publishing from the dashboard publishes the latest version.
    const published = await call(postById.PUT, '/api/blog/posts/x', {
      ...admin,
      method: 'PUT',
      id: String(post.id),
      body: { ...postBody('Draft version'), isPublished: true, publishedAt: listed?.publishedAt },
    })
    expect(published.status).toBe(200)
    expect(published.json()).toMatchObject({ title: 'Draft version', isPublished: true, hasUnpublishedChanges: false })
    expect((published.json() as Post).publishedAt).toBe(post.publishedAt)
    expect(await visitorTitles(post.id)).toEqual(['Draft version'])
  })

  it('a post created unpublished in the dashboard is a draft nobody but editors can read', async () => {
    const draft = await create('Never published', false)
    expect(draft).toMatchObject({ isPublished: false, publishedAt: null, _status: 'draft' })
    expect(await visitorTitles(draft.id)).toEqual([])
    expect((await cms(cmsGET, `/cms-api/blog-posts/${draft.id}?draft=true`)).status).toBe(403)
    expect((await cms(cmsGET, `/cms-api/blog-posts/${draft.id}?draft=true`, { key: true })).status).toBe(200)
  })

  it('unpublishing in the dashboard takes the post offline and clears its date', async () => {
    const post = await create('Going offline')
    const answer = await call(postById.PUT, '/api/blog/posts/x', {
      ...admin,
      method: 'PUT',
      id: String(post.id),
      body: { ...postBody('Going offline'), isPublished: false, publishedAt: post.publishedAt },
    })
    expect(answer.json()).toMatchObject({ isPublished: false, publishedAt: null, _status: 'draft' })
    expect(await visitorTitles(post.id)).toEqual([])
  })

  it('a save that says nothing about publication keeps the post as it is', async () => {
    const live = await create('Live, then patched')
    await saveDraft(live.id, 'Live, pending draft')
    const patch = (id: number, body: Record<string, unknown>) =>
      cms(cmsPATCH, `/cms-api/blog-posts/${id}`, {
        method: 'PATCH',
        key: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await patch(live.id, { summary: 'Patched summary.' })).status).toBe(200)
    expect(await visitorTitles(live.id)).toEqual(['Live, pending draft'])
    const draft = await create('Draft, then patched', false)
    expect((await patch(draft.id, { summary: 'Patched summary.' })).status).toBe(200)
    expect(await visitorTitles(draft.id)).toEqual([])
  })

  it('version history is for editors only, and GraphQL stays switched off', async () => {
    const post = await create('History')
    await saveDraft(post.id, 'History, edited')
    const versions = `/cms-api/blog-posts/versions?where[parent][equals]=${post.id}`
    expect((await cms(cmsGET, versions)).status).toBe(403)
    const editor = await cms(cmsGET, versions, { key: true })
    expect(editor.status).toBe(200)
    expect(editor.json().totalDocs).toBe(2)
    const graphql = await cms(cmsPOST, '/cms-api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ BlogPosts(draft: true) { docs { title } } }' }),
    })
    expect(graphql.status).toBe(403)
    expect(graphql.text).not.toContain('History, edited')
  })

  it(`keeps the last ${MAX_VERSIONS_PER_POST} versions, and an old one can be restored and published`, async () => {
    const post = await create('Version 0')
    for (let n = 1; n <= MAX_VERSIONS_PER_POST + 4; n += 1) {
      await payload.update({
        collection: 'blog-posts',
        id: post.id,
        draft: true,
        overrideAccess: true,
        data: { title: `Version ${n}` },
      })
    }
    const { docs, totalDocs } = await payload.findVersions({
      collection: 'blog-posts',
      where: { parent: { equals: post.id } },
      sort: 'createdAt',
      overrideAccess: true,
      pagination: false,
    })
    expect(totalDocs).toBe(MAX_VERSIONS_PER_POST)
    const oldest = docs[0]
    expect(oldest.version.title).toBe('Version 5')
    // The CMS's 'Restore as draft': the live version stays until the restored one is published.
    const restored = await cms(cmsPOST, `/cms-api/blog-posts/versions/${oldest.id}?draft=true`, {
      method: 'POST',
      key: true,
    })
    expect(restored.status).toBe(200)
    expect(await visitorTitles(post.id)).toEqual(['Version 0'])
    const edited = await call(postById.GET, '/api/blog/posts/x', { ...admin, id: String(post.id) })
    expect(edited.json()).toMatchObject({ title: 'Version 5', isPublished: true, hasUnpublishedChanges: true })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      overrideAccess: true,
      data: { _status: 'published' },
    })
    expect(await visitorTitles(post.id)).toEqual(['Version 5'])
  })
})
