import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELETE, PATCH, POST } from '@/app/(payload)/cms-api/[...slug]/route'
import { contact, inquiryById } from '../lead-routes'
import { plainTextBody } from '@/insights/markdown'

import { FakeHttp } from '../../fixtures/fake-http'
import { inquiryBody, teamBody } from '../api/bodies'
import { call, nextIp } from '../api/fixtures'
import { testPayload } from '../helpers'
import { runDue } from '../leads/queue'

type Handler = typeof PATCH
type Role = 'admin' | 'partner' | 'editor'

let payload: Payload
const webhook = new FakeHttp()
const tokens = {} as Record<Role, string>
const userIds = {} as Record<Role, number>
const ids = {} as Record<string, number>

beforeAll(async () => {
  process.env.CRM_WEBHOOK_URL = `${await webhook.start()}/hooks/leads`
  process.env.CRM_WEBHOOK_SECRET = 'whsec_roles'
  payload = await testPayload()
  for (const role of ['admin', 'partner', 'editor'] as const) {
    const email = `roles-${role}@firm.example`
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name: `Roles ${role}`, password: 'a-long-password-1', role },
    })
    userIds[role] = user.id as number
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })).token!
  }
  const create = async (collection: 'team-members' | 'advisors' | 'blog-posts' | 'portfolio-companies', data: object) =>
    (ids[collection] = (await payload.create({ collection, overrideAccess: true, data: data as never })).id as number)
  await create('team-members', teamBody('Demo Member'))
  await create('advisors', { name: 'Ada', title: 'Partner', company: 'Acme', expertise: 'Ops', description: 'Runs.' })
  await create('blog-posts', { title: 'A post', summary: 's', content: plainTextBody('Body'), isPublished: false })
  await create('portfolio-companies', { name: 'Acme Portfolio', sector: 'Software', stage: 'Growth' })
  const submitted = await call(contact.POST, '/api/contact', { ip: nextIp(), body: inquiryBody('lead@example.com') })
  ids.inquiry = (submitted.json() as { id: number }).id
})
afterAll(() => webhook.stop())

async function cms(handler: Handler, pathname: string, role: Role, body?: unknown) {
  const url = new URL(pathname, 'http://localhost:3000')
  const headers = new Headers({ 'x-client-ip': '203.0.113.9', authorization: `JWT ${tokens[role]}` })
  if (body !== undefined) headers.set('content-type', 'application/json')
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/')
  const method = handler === PATCH ? 'PATCH' : handler === DELETE ? 'DELETE' : 'POST'
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, text: await response.text() }
}

const CONTENT = ['team-members', 'advisors', 'blog-posts', 'portfolio-companies'] as const
const CONTENT_GLOBALS = ['home-page', 'investment-criteria', 'site-chrome', 'privacy-policy', 'disclaimer'] as const
const ADMIN_GLOBALS = ['site-settings', 'reply-templates'] as const

describe("a partner's JWT through /cms-api", () => {
  it.each(CONTENT)('cannot create, change or delete %s', async (collection) => {
    const id = ids[collection]
    expect(
      (await cms(PATCH, `/cms-api/${collection}/${id}`, 'partner', { name: 'Changed', title: 'Changed' })).status,
    ).toBe(403)
    expect((await cms(POST, `/cms-api/${collection}`, 'partner', { name: 'New', title: 'New' })).status).toBe(403)
    expect((await cms(DELETE, `/cms-api/${collection}/${id}`, 'partner')).status).toBe(403)
    expect(await payload.findByID({ collection, id, overrideAccess: true })).toBeTruthy()
  })

  it('cannot point a team member\'s "Book a call" at an address of its choosing', async () => {
    const answer = await cms(PATCH, `/cms-api/team-members/${ids['team-members']}`, 'partner', {
      bookingUrl: 'https://evil.example/book',
      focusIndustry: 'Computer Software',
    })
    expect(answer.status).toBe(403)
    const member = await payload.findByID({ collection: 'team-members', id: ids['team-members'], overrideAccess: true })
    expect(member.bookingUrl ?? null).not.toBe('https://evil.example/book')
  })

  it.each([...CONTENT_GLOBALS, ...ADMIN_GLOBALS])('cannot change the global %s', async (global) => {
    expect((await cms(POST, `/cms-api/globals/${global}`, 'partner', { title: 'Changed' })).status).toBe(403)
  })

  it('cannot upload or change media', async () => {
    expect((await cms(POST, '/cms-api/media', 'partner', { alt: 'x' })).status).toBe(403)
  })

  it("cannot write leads, replies, notes or AI results there: the dashboard's endpoints are the way", async () => {
    const before = await payload.findByID({ collection: 'contact-inquiries', id: ids.inquiry, overrideAccess: true })
    const patched = await cms(PATCH, `/cms-api/contact-inquiries/${ids.inquiry}`, 'partner', {
      status: 'qualified',
      email: 'redirected@evil.example',
    })
    expect(patched.status).toBe(403)
    const after = await payload.findByID({ collection: 'contact-inquiries', id: ids.inquiry, overrideAccess: true })
    expect([after.email, after.status]).toEqual([before.email, before.status])
    const owner = await cms(PATCH, `/cms-api/contact-inquiries/${ids.inquiry}`, 'partner', {
      ownerUser: userIds.editor,
    })
    expect(owner.status).toBe(403)
    const reply = await cms(POST, '/cms-api/lead-replies', 'partner', {
      contactInquiry: ids.inquiry,
      to: 'anyone@evil.example',
      replyTo: 'partner@firm.example',
      subject: 'Hi',
      text: 'Forged',
      author: 'Site administrator',
      status: 'sent',
    })
    expect(reply.status).toBe(403)
    const note = await cms(POST, '/cms-api/lead-notes', 'partner', {
      contactInquiry: ids.inquiry,
      type: 'note',
      text: 'Forged',
      author: 'Site administrator',
    })
    expect(note.status).toBe(403)
    expect((await cms(POST, '/cms-api/message-analyses', 'partner', { contactInquiry: ids.inquiry })).status).toBe(403)
    expect((await cms(POST, '/cms-api/contact-inquiries', 'partner', inquiryBody('made-up@example.com'))).status).toBe(
      403,
    )
    const replies = await payload.count({ collection: 'lead-replies', overrideAccess: true })
    expect(replies.totalDocs).toBe(0)
  })

  it("still works the lead through the dashboard's endpoint, with its session", async () => {
    const answer = await call(inquiryById.PATCH, `/api/contact/${ids.inquiry}`, {
      method: 'PATCH',
      id: String(ids.inquiry),
      headers: { authorization: `JWT ${tokens.partner}` },
      body: { status: 'contacted' },
    })
    expect(answer.status, answer.text).toBe(200)
  })
})

describe("an editor's JWT through /cms-api", () => {
  it('edits content', async () => {
    const answer = await cms(PATCH, `/cms-api/team-members/${ids['team-members']}`, 'editor', {
      title: 'Managing Partner',
    })
    expect(answer.status, answer.text).toBe(200)
    expect((await cms(POST, '/cms-api/globals/site-chrome', 'editor', {})).status).toBe(200)
  })

  it.each(ADMIN_GLOBALS)('cannot change the global %s', async (global) => {
    expect((await cms(POST, `/cms-api/globals/${global}`, 'editor', {})).status).toBe(403)
  })

  it('cannot write leads', async () => {
    expect(
      (await cms(PATCH, `/cms-api/contact-inquiries/${ids.inquiry}`, 'editor', { status: 'qualified' })).status,
    ).toBe(403)
    expect(
      (
        await cms(POST, '/cms-api/lead-replies', 'editor', {
          contactInquiry: ids.inquiry,
          to: 'anyone@evil.example',
          replyTo: 'e@firm.example',
          subject: 'Hi',
          text: 'x',
          author: 'x',
        })
      ).status,
    ).toBe(403)
  })
})

describe("an admin's lead write through /cms-api", () => {
  it("is recorded in the lead's history and sent to the CRM as lead.updated, like the dashboard's", async () => {
    const answer = await cms(PATCH, `/cms-api/contact-inquiries/${ids.inquiry}`, 'admin', {
      status: 'qualified',
      ownerUser: userIds.partner,
    })
    expect(answer.status, answer.text).toBe(200)
    const lead = await payload.findByID({ collection: 'contact-inquiries', id: ids.inquiry, overrideAccess: true })
    expect(lead.owner).toBe('Roles partner')
    const { docs } = await payload.find({
      collection: 'lead-notes',
      where: { contactInquiry: { equals: ids.inquiry } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(docs.map(({ type, from, to, author }) => ({ type, from, to, author })).slice(-2)).toEqual([
      { type: 'status', from: 'contacted', to: 'qualified', author: 'Roles admin' },
      { type: 'owner', from: null, to: 'Roles partner', author: 'Roles admin' },
    ])
    await runDue(payload, 'leads', 3)
    const events = webhook.requests
      .map((request) => JSON.parse(request.body))
      .filter((body) => body.event === 'lead.updated' && body.author === 'Roles admin')
    expect(events.map((body) => body.change)).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'contacted', to: 'qualified' },
        { field: 'owner', from: null, to: 'Roles partner' },
      ]),
    )
  })

  it('may not make an editor the owner: a 400 naming the field, as the dashboard', async () => {
    const answer = await cms(PATCH, `/cms-api/contact-inquiries/${ids.inquiry}`, 'admin', { ownerUser: userIds.editor })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('ownerUser')
  })
})

describe('edit locks through /cms-api', () => {
  const lock = (role: Role, document: { relationTo: string; value: number }, holder: Role) =>
    cms(POST, '/cms-api/payload-locked-documents', role, {
      document,
      user: { relationTo: 'users', value: userIds[holder] },
    })

  it("are made only in one's own name, on what one may edit", async () => {
    const post = { relationTo: 'blog-posts', value: ids['blog-posts'] }
    const lead = { relationTo: 'contact-inquiries', value: ids.inquiry }
    expect((await lock('editor', lead, 'editor')).status).toBe(403)
    expect((await lock('editor', post, 'admin')).status).toBe(403)
    expect((await lock('partner', post, 'partner')).status).toBe(403)
    expect((await lock('partner', lead, 'partner')).status).toBe(403)
    const own = await lock('editor', post, 'editor')
    expect(own.status, own.text).toBe(201)
    const { docs } = await payload.find({ collection: 'payload-locked-documents', overrideAccess: true, depth: 0 })
    expect(docs.map((doc) => [doc.document?.relationTo, (doc.user as { value: number }).value])).toEqual([
      ['blog-posts', userIds.editor],
    ])
  })
})
