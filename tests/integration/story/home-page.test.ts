import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/(payload)/cms-api/[...slug]/route'
import { getHomeContent } from '@/app/(site)/_lib/home-content'

import { ADMIN_KEY, testPayload } from '../helpers'

const revalidated = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidatePath: (path: string) => void revalidated.push(path),
}))

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
beforeEach(() => {
  revalidated.length = 0
})

async function saveHome(body: unknown, headers: Record<string, string> = { 'x-api-key': ADMIN_KEY }) {
  const url = new URL('/cms-api/globals/home-page', 'http://localhost:3000')
  const request = new Request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-client-ip': '203.0.113.20' },
    body: JSON.stringify(body),
  })
  const response = await POST(request, { params: Promise.resolve({ slug: ['globals', 'home-page'] }) })
  return { status: response.status, text: await response.text() }
}

describe('the home page global', () => {
  it('shows today’s text before anyone edited it', async () => {
    const home = await getHomeContent()
    expect(home.hero.title).toBe('Your Legacy: Our Commitment')
    expect(home.mission.title).toBe('Our Mission')
    expect(home.mission.items.map((item) => item.title)).toEqual(['Build', 'Invest', 'Give Back'])
    expect(home.values.items.map((item) => item.title)).toEqual([
      'Strategic Focus',
      'Stakeholder Value',
      'Long-Term Partnership',
    ])
    expect(home.focus.items.map((item) => [item.title, item.icon])).toEqual([
      ['Healthcare', 'Heart'],
      ['Technology', 'Network'],
    ])
  })

  it('saved through /cms-api, is what the home page renders, and marks / stale', async () => {
    const answer = await saveHome({
      hero: { title: 'Built to Last: Your Legacy' },
      focus: {
        items: [
          { icon: 'Heart', title: 'Healthcare', text: 'Clinics and care.' },
          { icon: 'Network', title: 'Technology', text: 'Vertical software.' },
          { icon: 'Briefcase', title: 'Business Services', text: 'Services firms.' },
        ],
      },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(revalidated).toContain('/')

    const home = await getHomeContent()
    expect(home.hero.title).toBe('Built to Last: Your Legacy')
    expect(home.focus.items.map((item) => item.title)).toEqual(['Healthcare', 'Technology', 'Business Services'])
    expect(home.focus.items[2].icon).toBe('Briefcase')
    // Fields not sent keep today's text.
    expect(home.mission.items.map((item) => item.title)).toEqual(['Build', 'Invest', 'Give Back'])
  })

  it.each([
    ['an icon outside the pillar set', { focus: { items: [{ icon: 'Skull', title: 'X', text: 'Y' }] } }, 'icon'],
    [
      'two mission verbs instead of three',
      {
        mission: {
          items: [
            { icon: 'Landmark', title: 'Build', text: 'a' },
            { icon: 'Scale', title: 'Invest', text: 'b' },
          ],
        },
      },
      'items',
    ],
    ['an empty hero title', { hero: { title: '' } }, 'title'],
    ['a hero title over its limit', { hero: { title: 'x'.repeat(121) } }, 'title'],
  ])('refuses %s with a 400 naming the field, and keeps the page as it was', async (_name, body, field) => {
    const before = await getHomeContent()
    const answer = await saveHome(body)
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(field)
    expect(revalidated).toEqual([])
    expect(await getHomeContent()).toEqual(before)
  })

  it('is read by anyone but changed only by CMS users or the key', async () => {
    const answer = await saveHome({ hero: { title: 'Defaced' } }, {})
    expect(answer.status).toBe(403)
    expect((await getHomeContent()).hero.title).not.toBe('Defaced')

    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'home-editor@example.com', password: 'editor-password-1', role: 'editor' },
    })
    await payload.updateGlobal({
      slug: 'home-page',
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
      data: { hero: { title: 'Edited by an editor' } },
    })
    expect((await getHomeContent()).hero.title).toBe('Edited by an editor')
  })
})
