import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { summarizePost } from '@/app/(site)/_lib/posts'
import { publishedPost } from '@/app/(site)/_lib/queries'
import { articleStructuredData, postAuthors } from '@/app/(site)/insights/[slug]/structured-data'
import { insightsByAuthor } from '@/insights/by-author'
import { plainTextBody } from '@/insights/markdown'

import * as posts from '@/app/api/blog/posts/route'
import { INVALID_FIELDS_HEADER } from '@/contracts/errors'

import { postBody } from '../api/bodies'
import { admin, call } from '../api/fixtures'
import { testPayload } from '../helpers'

let payload: Payload

const member = (name: string, isActive = true) =>
  payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: { name, title: `${name}'s title`, teamCategory: 'Leadership Team', isActive, photo: '/images/p.jpg' },
  })

const post = (title: string, authors: number[], isPublished = true) =>
  payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { title, summary: 'S', content: plainTextBody('Body'), authors, isPublished },
  })

let ana: number, ben: number, gone: number
beforeAll(async () => {
  payload = await testPayload()
  ana = (await member('Ana Ruiz')).id
  ben = (await member('Ben Cole')).id
  gone = (await member('Former Partner', false)).id
})

describe('authors of an insight', () => {
  it('are shown with name, title and photo, and named as Person authors in the structured data', async () => {
    const { id } = await post('Written Together', [ana, ben, gone])
    const visible = await publishedPost(String(id))
    expect(visible).not.toBeNull()
    const authors = postAuthors(visible!)
    expect(authors.map((author) => [author.name, author.title, author.photo])).toEqual([
      ['Ana Ruiz', "Ana Ruiz's title", '/images/p.jpg'],
      ['Ben Cole', "Ben Cole's title", '/images/p.jpg'],
    ])
    const data = articleStructuredData(visible!, summarizePost(visible!), { firmName: 'Firm', imageUrl: '/x.png' })
    expect(data.author).toEqual([
      {
        '@type': 'Person',
        name: 'Ana Ruiz',
        jobTitle: "Ana Ruiz's title",
        url: expect.stringMatching(new RegExp(`/team#team-member-${ana}$`)),
        image: expect.stringMatching(/\/images\/p\.jpg$/),
      },
      expect.objectContaining({ '@type': 'Person', name: 'Ben Cole' }),
    ])
  })

  it('fall back to the firm when a post names none', async () => {
    const { id } = await post('Unsigned', [])
    const visible = await publishedPost(String(id))
    const data = articleStructuredData(visible!, summarizePost(visible!), { firmName: 'Firm', imageUrl: '/x.png' })
    expect(data.author).toMatchObject({ '@type': 'Organization', name: 'Firm' })
  })

  it('list their published insights on their profile, newest first', async () => {
    await post('Ana Draft', [ana], false)
    const byAuthor = await insightsByAuthor(payload, [ana, ben])
    expect(byAuthor.get(String(ana))?.map((each) => each.title)).toEqual(['Written Together'])
    expect(byAuthor.get(String(ben))?.map((each) => each.title)).toEqual(['Written Together'])
  })

  it('are set through /api/blog/posts by id; an id no team member has is a 400 naming authors, storing nothing', async () => {
    const created = await call(posts.POST, '/api/blog/posts', {
      ...admin,
      body: { ...postBody('By API'), authors: [ben] },
    })
    expect(created.status).toBe(201)
    expect((created.json() as { authors: number[] }).authors).toEqual([ben])
    // A number no member has, and a MongoDB-style id this SQLite database cannot hold.
    for (const unknown of [987654, '5f1d7f3b2c9e4a0012345678']) {
      const missing = await call(posts.POST, '/api/blog/posts', {
        ...admin,
        body: { ...postBody('Nobody'), authors: [ben, unknown] },
      })
      expect(missing.status).toBe(400)
      expect(missing.headers.get(INVALID_FIELDS_HEADER)).toBe('authors')
    }
    expect(await payload.count({ collection: 'blog-posts', where: { title: { equals: 'Nobody' } } })).toEqual({
      totalDocs: 0,
    })
  })
})
