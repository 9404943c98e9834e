import { sql } from '@payloadcms/db-sqlite'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { PATCH as cmsPATCH } from '@/app/(payload)/cms-api/[...slug]/route'
import * as postById from '@/app/api/blog/posts/[id]/route'
import * as posts from '@/app/api/blog/posts/route'
import { INVALID_FIELDS_HEADER } from '@/contracts/errors'
import { plainTextBody } from '@/insights/markdown'
import { plainTextToRichText, richTextNodes, type RichTextState } from '@/lib/rich-text'
import * as richBodies from '@/migrations/20261127_061502_insight_rich_bodies'

import { postBody } from '../api/bodies'
import { admin, call } from '../api/fixtures'
import { ADMIN_KEY, testPayload } from '../helpers'

type ApiPost = { id: number; content: string }

let payload: Payload
let imageId: number
beforeAll(async () => {
  payload = await testPayload()
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#13294d' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: 'A chart of margins' },
    file: { data: png, mimetype: 'image/png', name: 'chart.png', size: png.length },
  })
  imageId = media.id
})

const createPost = (content: string) =>
  call(posts.POST, '/api/blog/posts', { ...admin, body: { ...postBody('Rich'), content } })

const storedBody = async (id: number) =>
  (await payload.findByID({ collection: 'blog-posts', id, depth: 0, overrideAccess: true })).content as RichTextState

describe('an insight body through /api/blog/posts (Markdown)', () => {
  it('stores headings, links, lists, quotes, an image and the assessment block, and answers the same Markdown', async () => {
    const markdown = [
      '## Why it matters',
      'Read [our criteria](/assessment) or [the study](https://example.com/study).',
      '- First\n- Second',
      '1. One\n2. Two',
      '> A quote',
      `![media:${imageId}]()`,
      '<assessmentCta/>',
    ].join('\n\n')
    const created = await createPost(markdown)
    expect(created.status).toBe(201)
    const post = created.json() as ApiPost
    expect(post.content).toBe(markdown)
    const body = await storedBody(post.id)
    expect(body.root.children.map((node) => (node as { tag?: string }).tag ?? node.type)).toEqual([
      'h2',
      'paragraph',
      'ul',
      'ol',
      'quote',
      'upload',
      'block',
    ])
    const visitor = await call(postById.GET, '/api/blog/posts/x', { id: String(post.id) })
    expect((visitor.json() as ApiPost).content).toBe(markdown)
    const list = (await call(posts.GET, '/api/blog/posts')).json() as ApiPost[]
    expect(list.find((each) => each.id === post.id)?.content).toBe(markdown)
  })

  it('keeps plain text as written: paragraphs at blank lines, single line breaks', async () => {
    const text = 'Dear founders,\nthank you.\n\nA second paragraph.'
    const post = (await createPost(text)).json() as ApiPost
    expect(post.content).toBe(text)
    const [first, second] = (await storedBody(post.id)).root.children
    expect(first.children?.map((node) => node.text ?? node.type)).toEqual(['Dear founders,', 'linebreak', 'thank you.'])
    expect(second.children?.map((node) => node.text)).toEqual(['A second paragraph.'])
  })

  it('updates the body from Markdown with PUT', async () => {
    const post = (await createPost('Before')).json() as ApiPost
    const put = await call(postById.PUT, '/api/blog/posts/x', {
      ...admin,
      method: 'PUT',
      id: String(post.id),
      body: { content: '### After\n\nText' },
    })
    expect(put.status).toBe(200)
    expect((put.json() as ApiPost).content).toBe('### After\n\nText')
  })

  it.each([
    ['a javascript: link', '[click](javascript:alert)'],
    ['a data: link', '[click](data:text/html,hi)'],
    ['a mailto: link', '[mail](mailto:a@b.example)'],
    ['a protocol-relative link', '[x](//evil.example/a)'],
  ])('refuses %s with a 400 naming content, and stores nothing', async (_, content) => {
    const before = await payload.count({ collection: 'blog-posts', overrideAccess: true })
    const answer = await createPost(content)
    expect(answer.status).toBe(400)
    expect(answer.headers.get(INVALID_FIELDS_HEADER)).toBe('content')
    expect(answer.text).toContain('Links must be http(s) addresses or paths on this site')
    expect(await payload.count({ collection: 'blog-posts', overrideAccess: true })).toEqual(before)
  })

  it('refuses an image that names no stored Media document', async () => {
    const answer = await createPost('![media:987654]()')
    expect(answer.status).toBe(400)
    expect(answer.headers.get(INVALID_FIELDS_HEADER)).toBe('content')
    expect(answer.text).toContain('no image has the id 987654')
  })

  it('refuses a bad link in the editor state sent to /cms-api, drafts included', async () => {
    const post = (await createPost('Fine')).json() as ApiPost
    const content = plainTextToRichText('Click')
    content.root.children[0].children = [
      {
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url: 'javascript:alert(1)', newTab: false },
        children: [{ type: 'text', version: 1, text: 'here', format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ]
    for (const path of [`/cms-api/blog-posts/${post.id}`, `/cms-api/blog-posts/${post.id}?draft=true`]) {
      const url = new URL(path, 'http://localhost:3000')
      const response = await cmsPATCH(
        new Request(url, {
          method: 'PATCH',
          headers: { 'x-api-key': ADMIN_KEY, 'content-type': 'application/json', 'x-client-ip': '203.0.113.7' },
          body: JSON.stringify({ content }),
        }),
        { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) },
      )
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('content')
    }
    expect(richTextNodes(await storedBody(post.id)).some((node) => node.type === 'link')).toBe(false)
  })
})

describe('the migration of text bodies (SQLite)', () => {
  it('turns every post and version text into its editor state, without loss, and back', async () => {
    const text = 'First line\nsecond line *kept* [as text](javascript:x)\n\n  Second paragraph'
    const post = await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      data: { title: 'Old', summary: 'Old post', content: plainTextBody('placeholder'), isPublished: true },
    })
    const adapter = payload.db as unknown as SQLiteAdapter
    const args = { db: adapter.drizzle, payload, req: {} } as unknown as Parameters<typeof richBodies.up>[0]
    // As stored before the migration: the body's text in both tables.
    await richBodies.down(args)
    await adapter.drizzle.run(sql`UPDATE blog_posts SET content = ${text} WHERE id = ${post.id}`)
    await adapter.drizzle.run(sql`UPDATE _blog_posts_v SET version_content = ${text} WHERE parent_id = ${post.id}`)
    await richBodies.up(args)
    const expected = plainTextToRichText(text)
    expect(await storedBody(post.id)).toEqual(expected)
    const { docs: versions } = await payload.findVersions({
      collection: 'blog-posts',
      where: { parent: { equals: post.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(versions.length).toBeGreaterThan(0)
    for (const version of versions) expect(version.version.content).toEqual(expected)
    // The page and the API read it: the text comes back as written.
    const answer = await call(postById.GET, '/api/blog/posts/x', { id: String(post.id) })
    expect((answer.json() as ApiPost).content).toContain('First line\nsecond line')
  })
})
