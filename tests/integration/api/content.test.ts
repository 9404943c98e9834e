import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as advisorById from '@/app/api/advisors/[id]/route'
import * as advisors from '@/app/api/advisors/route'
import * as postById from '@/app/api/blog/posts/[id]/route'
import * as posts from '@/app/api/blog/posts/route'
import * as reorder from '@/app/api/reorder-advisors/route'
import * as memberById from '@/app/api/team-members/[id]/route'
import * as members from '@/app/api/team-members/route'

import { testPayload } from '../helpers'
import { advisorBody, postBody, teamBody } from './bodies'
import { admin, call } from './fixtures'

type Doc = Record<string, unknown> & { id: number }

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const stored = async (collection: 'advisors' | 'team-members' | 'blog-posts', id: number) =>
  (await payload.findByID({ collection, id, overrideAccess: true, disableErrors: true })) as Doc | null

describe('advisors', () => {
  it('POST creates an advisor at the end of the list and answers 201 with it', async () => {
    const first = await call(advisors.POST, '/api/advisors', { ...admin, body: advisorBody('First') })
    expect(first.status).toBe(201)
    const created = first.json() as Doc
    expect(created).toMatchObject({ ...advisorBody('First'), displayOrder: 0 })
    expect(created).toHaveProperty('createdAt')
    const second = (await call(advisors.POST, '/api/advisors', { ...admin, body: advisorBody('Second') })).json() as Doc
    expect(second.displayOrder).toBe(1)
    expect((await stored('advisors', second.id))?.name).toBe('Second')
  })

  it('GET lists active advisors for visitors and all of them with the key, by displayOrder', async () => {
    await call(advisors.POST, '/api/advisors', { ...admin, body: { ...advisorBody('Retired'), isActive: false } })
    const visitor = await call(advisors.GET, '/api/advisors')
    expect(visitor.status).toBe(200)
    expect((visitor.json() as Doc[]).map((a) => a.name)).toEqual(['First', 'Second'])
    const everyone = (await call(advisors.GET, '/api/advisors', admin)).json() as Doc[]
    expect(everyone.map((a) => a.name)).toEqual(['First', 'Second', 'Retired'])
    expect(Object.keys(everyone[0])).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'title',
        'company',
        'expertise',
        'description',
        'bio',
        'photo',
        'linkedinUrl',
        'isActive',
        'displayOrder',
        'createdAt',
        'updatedAt',
      ]),
    )
  })

  it('PUT updates the given fields and clears blank optional ones', async () => {
    const [advisor] = (await call(advisors.GET, '/api/advisors', admin)).json() as Doc[]
    const answer = await call(advisorById.PUT, `/api/advisors/${advisor.id}`, {
      ...admin,
      method: 'PUT',
      id: String(advisor.id),
      body: { ...advisorBody('First Renamed'), bio: '', id: 999, createdAt: 'x' },
    })
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({ id: advisor.id, name: 'First Renamed', bio: null })
    expect((await stored('advisors', advisor.id))?.name).toBe('First Renamed')
  })

  it('PUT and DELETE of an unknown or malformed id are 404s', async () => {
    for (const id of ['424242', 'abc', '-1', '1.5']) {
      const put = await call(advisorById.PUT, `/api/advisors/${id}`, {
        ...admin,
        method: 'PUT',
        id,
        body: advisorBody(),
      })
      expect(put.status).toBe(404)
      expect(put.text).toBe('Advisor not found')
      const del = await call(advisorById.DELETE, `/api/advisors/${id}`, { ...admin, method: 'DELETE', id })
      expect(del.status).toBe(404)
    }
  })

  it('rejects invalid fields with a 400 naming them', async () => {
    const answer = await call(advisors.POST, '/api/advisors', {
      ...admin,
      body: { ...advisorBody(), name: '', linkedinUrl: 'javascript:alert(1)' },
    })
    expect(answer.status).toBe(400)
    expect(answer.text).toBe('Invalid or missing fields: name, linkedinUrl')
  })

  it('DELETE removes the advisor', async () => {
    const created = (await call(advisors.POST, '/api/advisors', { ...admin, body: advisorBody('Gone') })).json() as Doc
    const answer = await call(advisorById.DELETE, `/api/advisors/${created.id}`, {
      ...admin,
      method: 'DELETE',
      id: String(created.id),
    })
    expect(answer.status).toBe(200)
    expect(await stored('advisors', created.id)).toBeNull()
  })
})

describe('PUT /api/reorder-advisors', () => {
  const ids = async () => ((await call(advisors.GET, '/api/advisors', admin)).json() as Doc[]).map((a) => a.id)

  it('sets displayOrder 0..n-1 in the given order, ids as numbers or strings', async () => {
    const current = await ids()
    const wanted = [...current].reverse()
    const answer = await call(reorder.PUT, '/api/reorder-advisors', {
      ...admin,
      method: 'PUT',
      body: { advisorIds: wanted.map((id, index) => (index % 2 ? String(id) : id)) },
    })
    expect(answer.status).toBe(200)
    expect((answer.json() as Doc[]).map((a) => [a.id, a.displayOrder])).toEqual(wanted.map((id, index) => [id, index]))
    expect(await ids()).toEqual(wanted)
  })

  it('refuses anything but a permutation of all advisors, changing nothing', async () => {
    const current = await ids()
    for (const advisorIds of [
      current.slice(1),
      [...current, current[0]],
      [...current.slice(1), 999999],
      [...current, 'x'],
    ]) {
      const answer = await call(reorder.PUT, '/api/reorder-advisors', { ...admin, method: 'PUT', body: { advisorIds } })
      expect(answer.status).toBe(400)
    }
    expect(await ids()).toEqual(current)
  })

  it('never leaves duplicate positions when reorders run concurrently', async () => {
    const current = await ids()
    const orders = Array.from({ length: 8 }, (_, n) => [
      ...current.slice(n % current.length),
      ...current.slice(0, n % current.length),
    ])
    const answers = await Promise.all(
      orders.map((advisorIds) =>
        call(reorder.PUT, '/api/reorder-advisors', { ...admin, method: 'PUT', body: { advisorIds } }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200))
    const { docs } = await payload.find({ collection: 'advisors', overrideAccess: true, pagination: false })
    expect(docs.map((a) => a.displayOrder).sort()).toEqual(current.map((_, index) => index))
    expect(docs.sort((a, b) => a.displayOrder! - b.displayOrder!).map((a) => a.id)).toEqual(orders.at(-1))
  })

  it('gives advisors created concurrently with a reorder distinct positions at the end', async () => {
    const current = await ids()
    const answers = await Promise.all([
      call(reorder.PUT, '/api/reorder-advisors', {
        ...admin,
        method: 'PUT',
        body: { advisorIds: [...current].reverse() },
      }),
      ...['New A', 'New B', 'New C'].map((name) =>
        call(advisors.POST, '/api/advisors', { ...admin, body: advisorBody(name) }),
      ),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 201, 201, 201])
    const { docs } = await payload.find({ collection: 'advisors', overrideAccess: true, pagination: false })
    expect(docs.map((a) => a.displayOrder).sort((a, b) => a! - b!)).toEqual(docs.map((_, index) => index))
  })
})

describe('team members', () => {
  it('POST creates a member, syncing pillars from the structured bio', async () => {
    const answer = await call(members.POST, '/api/team-members', { ...admin, body: teamBody() })
    expect(answer.status).toBe(201)
    const member = answer.json() as Doc
    expect(member).toMatchObject({
      name: 'Ada Lovelace',
      teamCategory: 'Investment Team',
      pillar1Title: 'Growth',
      pillar1Icon: 'Rocket',
      philosophy: 'Patience pays.',
      careerJourney: 'Partner at Analytical Capital',
    })
    expect((await stored('team-members', member.id))?.name).toBe('Ada Lovelace')
  })

  it('POST defaults the category and accepts the bio as an object', async () => {
    const body: Partial<ReturnType<typeof teamBody>> = teamBody('Charles Babbage')
    delete body.teamCategory
    const answer = await call(members.POST, '/api/team-members', {
      ...admin,
      body: { ...body, displayOrder: 0, bio: { overview: 'Engines.', career: [], pillars: [], philosophy: '' } },
    })
    expect(answer.status).toBe(201)
    expect(answer.json()).toMatchObject({ teamCategory: 'Leadership Team' })
    expect(JSON.parse((answer.json() as { bio: string }).bio)).toMatchObject({ overview: 'Engines.' })
  })

  it('GET lists by displayOrder; inactive members only with the key', async () => {
    await call(members.POST, '/api/team-members', {
      ...admin,
      body: { ...teamBody('Hidden'), isActive: false, displayOrder: 5 },
    })
    const visitor = (await call(members.GET, '/api/team-members')).json() as Doc[]
    expect(visitor.map((m) => m.name)).toEqual(['Charles Babbage', 'Ada Lovelace'])
    const everyone = (await call(members.GET, '/api/team-members', admin)).json() as Doc[]
    expect(everyone.map((m) => m.name)).toEqual(['Charles Babbage', 'Ada Lovelace', 'Hidden'])
  })

  it('PUT updates and DELETE removes; unknown ids are 404s', async () => {
    const [member] = (await call(members.GET, '/api/team-members', admin)).json() as Doc[]
    const id = String(member.id)
    const put = await call(memberById.PUT, `/api/team-members/${id}`, {
      ...admin,
      method: 'PUT',
      id,
      body: { title: 'Chair', displayOrder: 3 },
    })
    expect(put.status).toBe(200)
    expect(put.json()).toMatchObject({ title: 'Chair', displayOrder: 3, name: member.name })
    expect(
      (
        await call(memberById.PUT, '/api/team-members/9999', {
          ...admin,
          method: 'PUT',
          id: '9999',
          body: { title: 'x' },
        })
      ).status,
    ).toBe(404)
    expect((await call(memberById.DELETE, `/api/team-members/${id}`, { ...admin, method: 'DELETE', id })).status).toBe(
      200,
    )
    expect(await stored('team-members', member.id)).toBeNull()
    expect((await call(memberById.DELETE, `/api/team-members/${id}`, { ...admin, method: 'DELETE', id })).status).toBe(
      404,
    )
  })
})

describe('blog posts', () => {
  let draft: Doc
  let published: Doc

  it('POST creates posts; the server dates a published one', async () => {
    const answer = await call(posts.POST, '/api/blog/posts', { ...admin, body: postBody('Live Insight') })
    expect(answer.status).toBe(201)
    published = answer.json() as Doc
    expect(published).toMatchObject({ title: 'Live Insight', tags: ['Growth', 'Succession'], isPublished: true })
    expect(Date.parse(published.publishedAt as string)).toBeGreaterThan(Date.now() - 60_000)
    draft = (
      await call(posts.POST, '/api/blog/posts', {
        ...admin,
        body: { ...postBody('Draft Insight'), isPublished: false, tags: [' a ', 'a', ''] },
      })
    ).json() as Doc
    expect(draft).toMatchObject({ isPublished: false, publishedAt: null, tags: ['a'] })
  })

  it('GET lists published posts for visitors and drafts too with the key, newest first', async () => {
    expect(((await call(posts.GET, '/api/blog/posts')).json() as Doc[]).map((p) => p.title)).toEqual(['Live Insight'])
    const all = (await call(posts.GET, '/api/blog/posts', admin)).json() as Doc[]
    expect(all.map((p) => p.title)).toEqual(['Draft Insight', 'Live Insight'])
    expect(Object.keys(all[0])).toEqual(
      expect.arrayContaining(['id', 'title', 'summary', 'content', 'tags', 'isPublished', 'publishedAt', 'createdAt']),
    )
  })

  it('GET by id hides drafts from visitors', async () => {
    expect((await call(postById.GET, '/api/blog/posts/x', { id: String(published.id) })).json()).toMatchObject({
      title: 'Live Insight',
    })
    const hidden = await call(postById.GET, '/api/blog/posts/x', { id: String(draft.id) })
    expect(hidden.status).toBe(404)
    expect(hidden.text).toBe('Blog post not found')
    expect((await call(postById.GET, '/api/blog/posts/x', { ...admin, id: String(draft.id) })).status).toBe(200)
    expect((await call(postById.GET, '/api/blog/posts/x', { id: 'scaling-1' })).status).toBe(404)
  })

  it('PUT publishes with a given date and unpublishing clears it', async () => {
    const id = String(draft.id)
    const put = await call(postById.PUT, '/api/blog/posts/x', {
      ...admin,
      method: 'PUT',
      id,
      body: { ...postBody('Draft Insight'), publishedAt: '2025-07-05T12:00:00.000Z' },
    })
    expect(put.status).toBe(200)
    expect(put.json()).toMatchObject({ isPublished: true, publishedAt: '2025-07-05T12:00:00.000Z' })
    const unpublished = await call(postById.PUT, '/api/blog/posts/x', {
      ...admin,
      method: 'PUT',
      id,
      body: { isPublished: false },
    })
    expect(unpublished.json()).toMatchObject({ isPublished: false, publishedAt: null })
  })

  it('DELETE removes the post', async () => {
    const id = String(draft.id)
    expect((await call(postById.DELETE, '/api/blog/posts/x', { ...admin, method: 'DELETE', id })).status).toBe(200)
    expect(await stored('blog-posts', draft.id)).toBeNull()
  })
})
