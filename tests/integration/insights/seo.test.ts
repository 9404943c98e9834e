import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { PATCH as cmsPATCH } from '@/app/(payload)/cms-api/[...slug]/route'
import { GET as shareImage } from '@/app/(site)/insights/[slug]/share-image/route'
import { postSeo } from '@/app/(site)/insights/[slug]/seo'
import * as postById from '@/app/api/blog/posts/[id]/route'
import * as posts from '@/app/api/blog/posts/route'
import { BLOG_POST_LIMITS } from '@/contracts/blog-posts'
import type { BlogPost } from '@/payload-types'

import { postBody } from '../api/bodies'
import { admin, call } from '../api/fixtures'
import { ADMIN_KEY, testPayload } from '../helpers'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const create = async (title: string, body: Record<string, unknown> = {}) =>
  (await call(posts.POST, '/api/blog/posts', { ...admin, body: { ...postBody(title), ...body } })).json() as BlogPost

const card = (slug: string) =>
  shareImage(new Request(`http://localhost:3000/insights/${slug}/share-image`), {
    params: Promise.resolve({ slug }),
  })

describe('the generated social card', () => {
  it('is a 1200×630 PNG per published post, drawn offline with the site’s fonts', async () => {
    const post = await create('Succession Without Surprises')
    const answer = await card(`succession-without-surprises-${post.id}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await answer.arrayBuffer())
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    // Not a blank picture: the navy card carries light text.
    const { channels } = await sharp(png).stats()
    expect(channels[0].max).toBeGreaterThan(200)
    expect(channels[2].min).toBeLessThan(60)
  })

  it('draws a title with characters its fonts lack without reaching for the network', async () => {
    const post = await create('Growth 成長 in Asia 🚀 — “quoted”')
    const started = Date.now()
    const answer = await card(`x-${post.id}`)
    expect(answer.status).toBe(200)
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(1200)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('is a 404 for drafts and unknown posts', async () => {
    const draft = await create('Quiet draft', { isPublished: false })
    for (const slug of [`quiet-draft-${draft.id}`, 'missing-999999', 'no-id-here-']) {
      expect((await card(slug)).status).toBe(404)
    }
  })
})

describe('per-post SEO', () => {
  it('uses the SEO title, description and share image, else the title, summary and generated card', () => {
    const base = { id: 7, title: 'Title', summary: 'Summary' } as BlogPost
    expect(postSeo(base, 'title-7')).toEqual({
      title: null,
      description: 'Summary',
      image: { url: '/insights/title-7/share-image', width: 1200, height: 630, alt: 'Title' },
    })
    const media = { id: 1, url: '/cms-api/media/file/card.jpg', width: 1600, height: 840, alt: 'A harbour' }
    expect(
      postSeo(
        { ...base, meta: { title: 'SEO title', description: 'SEO description', image: media } } as BlogPost,
        'title-7',
      ),
    ).toEqual({
      title: 'SEO title',
      description: 'SEO description',
      image: { url: '/cms-api/media/file/card.jpg', width: 1600, height: 840, alt: 'A harbour' },
    })
  })

  it('stores SEO texts through the API and refuses longer ones, naming the field, storing nothing', async () => {
    const post = await create('Seo', { meta: { title: ' Short title ', description: 'Short description.' } })
    expect(post.meta).toMatchObject({ title: 'Short title', description: 'Short description.', image: null })
    const tooLong = await call(postById.PUT, '/api/blog/posts/x', {
      ...admin,
      method: 'PUT',
      id: String(post.id),
      body: {
        title: 'Changed',
        meta: {
          title: 'x'.repeat(BLOG_POST_LIMITS.metaTitle + 1),
          description: 'y'.repeat(BLOG_POST_LIMITS.metaDescription + 1),
        },
      },
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.text).toBe('Invalid or missing fields: meta.title, meta.description')
    const stored = await payload.findByID({ collection: 'blog-posts', id: post.id, overrideAccess: true, draft: true })
    expect(stored).toMatchObject({ title: 'Seo', meta: { title: 'Short title' } })
  })

  it('refuses a share image that is no stored image, naming the field, as a draft or published, storing nothing', async () => {
    const post = await create('Seo image')
    const cases = [undefined, '2099-01-01T09:00'].flatMap((publishAt) =>
      [99999, 'no-such-image'].map((image) => ({ publishAt, image })),
    )
    for (const { publishAt, image } of cases) {
      const missing = await call(postById.PUT, '/api/blog/posts/x', {
        ...admin,
        method: 'PUT',
        id: String(post.id),
        body: { title: 'Changed', meta: { image }, ...(publishAt ? { publishAt } : {}) },
      })
      expect(missing.status).toBe(400)
      expect(missing.text).toBe('Invalid or missing fields: meta.image')
      expect(missing.headers.get('x-invalid-fields')).toBe('meta.image')
    }
    const created = await call(posts.POST, '/api/blog/posts', {
      ...admin,
      body: { ...postBody('No such image'), meta: { image: 99999 } },
    })
    expect(created.status).toBe(400)
    const stored = await payload.findByID({ collection: 'blog-posts', id: post.id, overrideAccess: true, draft: true })
    expect(stored).toMatchObject({ title: 'Seo image', meta: { image: null } })
    const { totalDocs } = await payload.count({
      collection: 'blog-posts',
      where: { title: { equals: 'No such image' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses an over-long SEO title in the CMS too', async () => {
    const post = await create('Cms seo')
    const url = new URL(`/cms-api/blog-posts/${post.id}`, 'http://localhost:3000')
    const response = await cmsPATCH(
      new Request(url, {
        method: 'PATCH',
        headers: { 'x-api-key': ADMIN_KEY, 'content-type': 'application/json', 'x-client-ip': '203.0.113.5' },
        body: JSON.stringify({ meta: { title: 'x'.repeat(BLOG_POST_LIMITS.metaTitle + 1) } }),
      }),
      { params: Promise.resolve({ slug: ['blog-posts', String(post.id)] }) },
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('meta.title')
  })
})
