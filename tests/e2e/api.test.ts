import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { allAnswers, businessBody } from '../integration/api/bodies'
import { adminKey, baseURL } from './browser'

type Doc = Record<string, unknown> & { id: number | string }

let clients = 0
/** A distinct client per call: the server trusts X-Forwarded-For in this suite. */
const nextClient = () => {
  clients += 1
  return `192.0.2.${clients % 250}, 100.64.${Math.floor(clients / 250)}.${(clients % 250) + 1}`
}

async function api(
  path: string,
  options: { method?: string; body?: unknown; key?: boolean; client?: string; raw?: BodyInit; type?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.client ?? nextClient() }
  if (options.key) headers['x-api-key'] = adminKey()
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.type) headers['content-type'] = options.type
  const response = await fetch(baseURL() + path, {
    method: options.method ?? (options.body === undefined && options.raw === undefined ? 'GET' : 'POST'),
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const text = await response.text()
  return {
    status: response.status,
    text,
    type: response.headers.get('content-type') ?? '',
    json: () => JSON.parse(text),
  }
}

const form = () => ({ url: '', honeypot: '', website_url: '', formStartTime: Date.now() - 10_000 })
const inquiry = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email,
  website: 'silva.example',
  industry: 'Information Technology',
  inquiryType: 'consulting',
  message: 'Could we talk about efficiency consulting?',
  ...form(),
})

describe('the JSON API against the production build', () => {
  it('manages advisors: create, list by visibility, reorder, update, delete', async () => {
    const base = { title: 'Partner', company: 'Acme', expertise: 'Finance', description: 'Advises.' }
    const names = ['E2E One', 'E2E Two', 'E2E Hidden']
    const created: Doc[] = []
    for (const name of names) {
      const answer = await api('/api/advisors', { key: true, body: { ...base, name, isActive: name !== 'E2E Hidden' } })
      expect(answer.status).toBe(201)
      created.push(answer.json())
    }
    const visible = (await api('/api/advisors')).json() as Doc[]
    expect(visible.map((a) => a.name)).toEqual(expect.arrayContaining(['E2E One', 'E2E Two']))
    expect(visible.map((a) => a.name)).not.toContain('E2E Hidden')
    const all = (await api('/api/advisors', { key: true })).json() as Doc[]
    const reversed = all.map((a) => a.id).reverse()
    const reorder = await api('/api/reorder-advisors', { method: 'PUT', key: true, body: { advisorIds: reversed } })
    expect(reorder.status).toBe(200)
    expect(((await api('/api/advisors', { key: true })).json() as Doc[]).map((a) => [a.id, a.displayOrder])).toEqual(
      reversed.map((id, index) => [id, index]),
    )
    const partial = await api('/api/reorder-advisors', {
      method: 'PUT',
      key: true,
      body: { advisorIds: reversed.slice(1) },
    })
    expect(partial.status).toBe(400)
    const put = await api(`/api/advisors/${created[0].id}`, {
      method: 'PUT',
      key: true,
      body: { title: 'Senior Partner' },
    })
    expect(put.json()).toMatchObject({ name: 'E2E One', title: 'Senior Partner' })
    expect((await api(`/api/advisors/${created[2].id}`, { method: 'DELETE', key: true })).status).toBe(200)
    expect((await api(`/api/advisors/${created[2].id}`, { method: 'DELETE', key: true })).status).toBe(404)

    // Leave the advisors as they were for the other test files (the public team page's among them).
    for (const advisor of created.slice(0, 2)) await api(`/api/advisors/${advisor.id}`, { method: 'DELETE', key: true })
    const ids = new Set(created.map((advisor) => advisor.id))
    const original = all.map((advisor) => advisor.id).filter((id) => !ids.has(id))
    expect(
      (await api('/api/reorder-advisors', { method: 'PUT', key: true, body: { advisorIds: original } })).status,
    ).toBe(200)
  })

  it('manages team members and blog posts, hiding drafts from visitors', async () => {
    const member = await api('/api/team-members', {
      key: true,
      body: { name: 'E2E Member', title: 'Partner', teamCategory: 'Marketing', displayOrder: 99 },
    })
    expect(member.status).toBe(201)
    const { id: memberId } = member.json() as Doc
    expect(
      (await api(`/api/team-members/${memberId}`, { method: 'PUT', key: true, body: { isActive: false } })).json(),
    ).toMatchObject({ isActive: false })
    expect(((await api('/api/team-members')).json() as Doc[]).map((m) => m.id)).not.toContain(memberId)
    expect((await api(`/api/team-members/${memberId}`, { method: 'DELETE', key: true })).status).toBe(200)

    const post = { title: 'E2E Draft', summary: 'Summary', content: 'Body', tags: ['E2E'], isPublished: false }
    const draft = (await api('/api/blog/posts', { key: true, body: post })).json() as Doc
    expect((await api(`/api/blog/posts/${draft.id}`)).status).toBe(404)
    expect(((await api('/api/blog/posts')).json() as Doc[]).map((p) => p.id)).not.toContain(draft.id)
    const published = (
      await api(`/api/blog/posts/${draft.id}`, { method: 'PUT', key: true, body: { isPublished: true } })
    ).json() as Doc
    expect(published.publishedAt).toEqual(expect.any(String))
    expect((await api(`/api/blog/posts/${draft.id}`)).json()).toMatchObject({ title: 'E2E Draft', isPublished: true })
    expect((await api(`/api/blog/posts/${draft.id}`, { method: 'DELETE', key: true })).status).toBe(200)
  })

  it('takes contact inquiries: 201 stored, spam quietly dropped, 429 after five from one client', async () => {
    const created = await api('/api/contact', { body: inquiry('e2e@example.com') })
    expect(created.status).toBe(201)
    const { id } = created.json() as Doc
    const spam = await api('/api/contact', {
      body: { ...inquiry('bot@example.com'), website_url: 'http://spam.example' },
    })
    expect(spam.status).toBe(200)
    const inquiries = (await api('/api/contact', { key: true })).json() as Doc[]
    expect(inquiries[0]).toMatchObject({ id, email: 'e2e@example.com' })
    expect(inquiries.map((i) => i.email)).not.toContain('bot@example.com')
    const client = nextClient()
    const statuses = []
    for (let n = 0; n < 6; n += 1)
      statuses.push((await api('/api/contact', { client, body: inquiry(`rate${n}@example.com`) })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    expect((await api(`/api/contact/${id}`, { method: 'DELETE', key: true })).status).toBe(200)
  })

  it('stores exactly 200 of 200 concurrent inquiries from distinct clients', async () => {
    const before = ((await api('/api/contact', { key: true })).json() as Doc[]).length
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => api('/api/contact', { body: inquiry(`crowd${n}@example.com`) })),
    )
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([])
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    const after = (await api('/api/contact', { key: true })).json() as Doc[]
    expect(after.length).toBe(before + 200)
    expect(new Set(after.filter((i) => String(i.email).startsWith('crowd')).map((i) => i.email)).size).toBe(200)
  })

  it('scores assessments on the server and serves them to the admin', async () => {
    const answer = await api('/api/assessments', {
      body: { ...businessBody('E2E Co'), answers: allAnswers(4), totalScore: 1, ...form() },
    })
    expect(answer.status).toBe(201)
    const created = answer.json() as Doc
    expect(created).toMatchObject({
      businessName: 'E2E Co',
      totalScore: 84,
      categoryScores: expect.objectContaining({ leadership: 12 }),
    })
    expect((await api('/api/assessments')).status).toBe(401)
    expect(((await api('/api/assessments', { key: true })).json() as Doc[])[0].id).toBe(created.id)
    expect((await api(`/api/assessments/${created.id}`, { key: true })).json()).toMatchObject({ totalScore: 84 })
    expect((await api(`/api/assessments/${created.id}`, { method: 'DELETE', key: true })).status).toBe(200)
    expect((await api(`/api/assessments/${created.id}`, { key: true })).status).toBe(404)
  })

  it('uploads images as media served by Payload, refusing non-images and files over 5 MB', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#369' } })
      .jpeg()
      .toBuffer()
    const photo = (bytes: Uint8Array, name: string, type: string) => {
      const data = new FormData()
      data.append('photo', new Blob([new Uint8Array(bytes)], { type }), name)
      return data
    }
    const uploaded = await api('/api/upload', { key: true, raw: photo(jpeg, 'a.jpg', 'image/jpeg') })
    expect(uploaded.status).toBe(201)
    const { url } = uploaded.json() as { url: string }
    const image = await fetch(baseURL() + url)
    expect(image.status).toBe(200)
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 30,
      height: 20,
    })
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect(await api('/api/upload', { key: true, raw: photo(svg, 'a.svg', 'image/svg+xml') })).toMatchObject({
      status: 415,
      text: 'Please select an image file',
    })
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(jpeg)
    expect(await api('/api/upload', { key: true, raw: photo(big, 'big.jpg', 'image/jpeg') })).toMatchObject({
      status: 413,
      text: 'File size must be less than 5MB',
    })
    expect((await api('/api/upload', { raw: photo(jpeg, 'a.jpg', 'image/jpeg') })).status).toBe(401)
    const bearer = await fetch(`${baseURL()}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminKey()}` },
      body: photo(jpeg, 'b.jpg', 'image/jpeg'),
    })
    expect(bearer.status).toBe(201)
  })

  it('answers bad input with short plain-text 4xx messages, never a 5xx', async () => {
    const cases = [
      api('/api/advisors', { key: true, raw: '{oops', type: 'application/json' }),
      api('/api/advisors', { key: true, raw: '{}', type: 'text/plain' }),
      api('/api/advisors', { key: true, body: [1, 2] }),
      api('/api/advisors/abc', { method: 'PUT', key: true, body: { name: 'x' } }),
      api('/api/blog/posts/999999'),
      api('/api/blog/posts/1.5'),
      api('/api/contact/%00', { method: 'DELETE', key: true }),
      api('/api/assessments/-1', { key: true }),
      api('/api/team-members', { key: true, body: { name: 'x'.repeat(100_000), title: 't' } }),
      api('/api/contact', { body: { ...inquiry('x@example.com'), email: null } }),
    ]
    for (const answer of await Promise.all(cases)) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.type).toMatch(/^text\/plain/)
      expect(answer.text.length).toBeLessThan(200)
    }
  })
})
