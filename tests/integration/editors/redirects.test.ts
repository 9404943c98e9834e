import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as cmsPOST } from '@/app/(payload)/cms-api/[...slug]/route'
import { plainTextBody } from '@/insights/markdown'
import { postSlug } from '@/lib/slug'
import { answerRedirect } from '@/server/redirects'
import { publicContentChanged } from '@/content-cache'

import { ADMIN_KEY, testPayload } from '../helpers'

let payload: Payload

type Data = Record<string, unknown>
const save = (data: Data) =>
  payload.create({
    collection: 'redirects',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: data as never,
  })
const custom = (from: string, url: string, type = '308') => save({ from, to: { type: 'custom', url }, type })
const refusal = async (data: Data) => {
  try {
    await save(data)
  } catch (error) {
    return (error as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message ?? String(error)
  }
  return null
}

/** What the front server answers a GET of `url` with, before Next.js: status and Location, or null. */
async function frontServer(url: string) {
  const written: { status?: number; headers?: Record<string, string> } = {}
  const res = {
    writeHead: (status: number, headers: Record<string, string>) => Object.assign(written, { status, headers }),
    end: () => undefined,
  } as unknown as ServerResponse
  const answered = await answerRedirect({ method: 'GET', url, headers: {} } as IncomingMessage, res)
  return answered ? { status: written.status, location: written.headers?.location } : null
}

let post: { id: number; title: string }
beforeAll(async () => {
  payload = await testPayload()
  post = await payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { title: 'Succession planning', summary: 'S', content: plainTextBody('B'), isPublished: true },
  })
})

describe('redirects kept in the CMS', () => {
  it('are answered by the front server before rendering, 301 or 308, and follow a retitled insight', async () => {
    await custom('/old-campaign/', '/assessment', '301')
    await save({
      from: '/retired-piece',
      to: { type: 'reference', reference: { relationTo: 'blog-posts', value: post.id } },
    })
    publicContentChanged()
    expect(await frontServer('/old-campaign?utm_source=mail')).toEqual({
      status: 301,
      location: '/assessment?utm_source=mail',
    })
    expect(await frontServer('/retired-piece')).toEqual({
      status: 308,
      location: `/insights/${postSlug('Succession planning', post.id)}`,
    })
    expect(await frontServer('/team')).toBeNull()

    // The table is kept until content changes: a retitle (which revalidates) moves the target.
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      overrideAccess: true,
      data: { title: 'Handing over' },
    })
    expect((await frontServer('/retired-piece'))?.location).toBe(`/insights/${postSlug('Handing over', post.id)}`)
  })

  it('refuse a loop, a chain, a redirect to itself and a path a page serves, with the reason', async () => {
    await custom('/a', '/b')
    expect(await refusal({ from: '/b', to: { type: 'custom', url: '/a' } })).toBe(
      '/a already redirects to /b: this redirect would make a loop',
    )
    expect(await refusal({ from: '/z', to: { type: 'custom', url: '/a' } })).toMatch(
      /\/a redirects on to \/b: point this redirect at the final address/,
    )
    await custom('/y', '/x')
    expect(await refusal({ from: '/x', to: { type: 'custom', url: '/contact' } })).toMatch(
      /the redirect from \/y leads to \/x: redirecting it again would make a chain/,
    )
    expect(await refusal({ from: '/c', to: { type: 'custom', url: '/a' } })).toMatch(
      /\/a redirects on to \/b: point this redirect at the final address/,
    )
    expect(await refusal({ from: '/d/', to: { type: 'custom', url: 'http://localhost:3000/d' } })).toMatch(
      /\/d would redirect to itself/,
    )
    expect(await refusal({ from: '/team', to: { type: 'custom', url: '/insights' } })).toMatch(
      /\/team is a page of this site/,
    )
    // A retitled insight's old address keeps its own 308 through the id in its slug.
    expect(await refusal({ from: `/insights/old-title-${post.id}`, to: { type: 'custom', url: '/' } })).toMatch(
      /is a page of this site/,
    )
    expect(await refusal({ from: 'no-slash', to: { type: 'custom', url: '/' } })).toMatch(/must be a path on this site/)
    expect(await refusal({ from: '/e', to: { type: 'custom', url: 'javascript:alert(1)' } })).toMatch(
      /must be a path on this site \(\/…\) or an http\(s\) address/,
    )
    expect(
      await payload.count({ collection: 'redirects', where: { from: { in: ['/b', '/c', '/d', '/team', '/e'] } } }),
    ).toEqual({
      totalDocs: 0,
    })
  })

  it('answer a CMS save of a loop with a 400 naming the reason', async () => {
    const response = await cmsPOST(
      new Request('http://localhost:3000/cms-api/redirects', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': ADMIN_KEY, origin: 'http://localhost:3000' },
        body: JSON.stringify({ from: '/b', to: { type: 'custom', url: '/a' }, type: '308' }),
      }),
      { params: Promise.resolve({ slug: ['redirects'] }) },
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('would make a loop')
  })
})
