import { createHmac, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { assessments, contact, inquiryById, inquiryNotes } from '../lead-routes'

import { leadSettings } from '@/leads/settings'

import { FakeHttp, type Received } from '../../fixtures/fake-http'
import { allAnswers, businessBody, humanFields, inquiryBody } from '../api/bodies'
import { admin, call, nextIp } from '../api/fixtures'
import { testPayload } from '../helpers'
import { deliveries, runDue } from './queue'

const SECRET = 'whsec_test_3f9a'

/** The receiver's check, as docs/webhooks.md gives it. */
function verify(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]))
  const timestamp = Number(parts.t)
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest()
  const given = Buffer.from(parts.v1 ?? '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

let payload: Payload
const webhook = new FakeHttp()
const hubspot = new FakeHttp()
const contacts = new Map<string, string>()

const CONTACT_BY_EMAIL = /^\/crm\/v3\/objects\/contacts\/([^/?]+)\?idProperty=email/

/** HubSpot's contacts and notes API as the connector uses it: look up by e-mail, create, note. */
function hubspotReply(request: Received) {
  const lookup = CONTACT_BY_EMAIL.exec(request.path)
  if (request.method === 'GET' && lookup) {
    const id = contacts.get(decodeURIComponent(lookup[1]))
    return id
      ? { status: 200, body: { id, properties: { email: decodeURIComponent(lookup[1]) } } }
      : { status: 404, body: {} }
  }
  if (request.method === 'POST' && request.path === '/crm/v3/objects/contacts') {
    const { properties } = JSON.parse(request.body) as { properties: { email: string } }
    if (contacts.has(properties.email)) return { status: 409, body: { message: 'Contact already exists' } }
    contacts.set(properties.email, String(1000 + contacts.size))
    return { status: 201, body: { id: contacts.get(properties.email), properties } }
  }
  if (request.path === '/crm/v3/objects/notes') return { status: 201, body: { id: `n${hubspot.requests.length}` } }
  if (request.method === 'PATCH' && request.path.startsWith('/crm/v3/objects/contacts/'))
    return { status: 200, body: {} }
  return { status: 404, body: { message: 'Not found' } }
}

beforeAll(async () => {
  process.env.CRM_WEBHOOK_URL = `${await webhook.start()}/hooks/leads`
  process.env.CRM_WEBHOOK_SECRET = SECRET
  hubspot.respond = hubspotReply
  process.env.HUBSPOT_BASE_URL = await hubspot.start()
  process.env.HUBSPOT_ACCESS_TOKEN = 'pat-test-token'
  process.env.OUTBOX_DIR = `${process.env.MEDIA_DIR}-outbox`
  payload = await testPayload()
})
afterAll(async () => {
  await webhook.stop()
  await hubspot.stop()
})
afterEach(() => {
  webhook.respond = () => ({ status: 200, body: {} })
})

const submitInquiry = async (email: string) => {
  const answer = await call(contact.POST, '/api/contact', {
    ip: nextIp(),
    body: { ...inquiryBody(email), message: 'Seeking <growth> capital & advice' },
  })
  expect(answer.status).toBe(201)
  return (answer.json() as { id: number }).id
}

const rowsFor = async (id: number, channel: string) =>
  (await deliveries(payload)).filter((row) => row.contactInquiry === id && row.channel === channel)

const toWebhookFor = (email: string) =>
  webhook.requests.filter((request) => JSON.parse(request.body).lead.email === email)

describe('the CRM webhook', () => {
  it('POSTs the lead with its AI result, signed so the receiver can verify it', async () => {
    const id = await submitInquiry('signed@example.com')
    await runDue(payload, 'ai')
    await runDue(payload, 'leads', 2)
    const [request] = toWebhookFor('signed@example.com')
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/hooks/leads')
    expect(request.headers['content-type']).toBe('application/json')
    const signature = String(request.headers['x-signature'])
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(verify(SECRET, signature, request.body, Math.floor(Date.now() / 1000))).toBe(true)
    expect(verify('wrong-secret', signature, request.body, Math.floor(Date.now() / 1000))).toBe(false)
    expect(verify(SECRET, signature, request.body.replace('signed@', 'forged@'), Math.floor(Date.now() / 1000))).toBe(
      false,
    )

    const body = JSON.parse(request.body)
    expect(body).toMatchObject({
      id: expect.stringMatching(new RegExp(`^inquiry:${id}:webhook:[0-9a-f-]{36}$`)),
      event: 'lead.created',
      lead: {
        type: 'inquiry',
        id: String(id),
        email: 'signed@example.com',
        inquiry: { message: 'Seeking <growth> capital & advice' },
      },
    })
    expect(body.lead.ai.summary).toEqual(expect.any(String))
    expect(await rowsFor(id, 'webhook')).toMatchObject([{ status: 'sent', attempts: 1 }])
  })

  it('retries after a 500 and ends synced', async () => {
    let calls = 0
    webhook.respond = () => (++calls === 1 ? { status: 500, body: { error: 'boom' } } : { status: 200, body: {} })
    const id = await submitInquiry('flaky@example.com')
    await runDue(payload, 'leads', 2)
    expect(await rowsFor(id, 'webhook')).toMatchObject([{ status: 'pending', attempts: 1, lastError: 'HTTP 500' }])
    const [job] = (
      await payload.find({
        collection: 'payload-jobs',
        overrideAccess: true,
        where: { taskSlug: { equals: 'deliverLead' }, completedAt: { exists: false } },
      })
    ).docs
    // Exponential back-off: the first retry waits a minute.
    expect(Date.parse(job.waitUntil!) - Date.now()).toBeGreaterThan(50_000)

    await runDue(payload, 'leads')
    expect(await rowsFor(id, 'webhook')).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }])
    expect(toWebhookFor('flaky@example.com')).toHaveLength(2)
  })

  it('delivers after the receiver comes back from an outage', async () => {
    await webhook.stop()
    const id = await submitInquiry('outage@example.com')
    await runDue(payload, 'leads', 4)
    const [row] = await rowsFor(id, 'webhook')
    expect(row).toMatchObject({ status: 'pending', attempts: 3, lastError: expect.stringMatching(/ECONNREFUSED/) })

    await webhook.start()
    await runDue(payload, 'leads')
    expect(await rowsFor(id, 'webhook')).toMatchObject([{ status: 'sent', attempts: 4 }])
    expect(toWebhookFor('outage@example.com')).toHaveLength(1)
  })

  it('gives up after 7 tries and shows the lead as failed', async () => {
    webhook.respond = () => ({ status: 503, body: {} })
    const id = await submitInquiry('down@example.com')
    await runDue(payload, 'leads', 9)
    expect(await rowsFor(id, 'webhook')).toMatchObject([
      { status: 'failed', attempts: 7, lastError: expect.stringContaining('HTTP 503') },
    ])
    expect(toWebhookFor('down@example.com')).toHaveLength(7)
  })

  it('refuses a link-local target at once, without retrying', async () => {
    const url = process.env.CRM_WEBHOOK_URL
    process.env.CRM_WEBHOOK_URL = 'http://169.254.169.254/latest/meta-data'
    try {
      const id = await submitInquiry('metadata@example.com')
      await runDue(payload, 'leads', 3)
      expect(await rowsFor(id, 'webhook')).toMatchObject([
        { status: 'failed', attempts: 1, lastError: 'Refused: 169.254.169.254 is a link-local or reserved address' },
      ])
    } finally {
      process.env.CRM_WEBHOOK_URL = url
    }
  })
})

describe('the HubSpot connector', () => {
  const forEmail = (email: string) =>
    hubspot.requests.filter(
      (request) => request.path.includes(encodeURIComponent(email)) || request.body.includes(email),
    )
  const notesTo = (contactId: string) =>
    hubspot.requests
      .filter((request) => request.path === '/crm/v3/objects/notes')
      .map((request) => JSON.parse(request.body))
      .filter((note) => note.associations[0].to.id === contactId)

  it('creates the contact once, then attaches one note per lead, marked as unverified visitor input', async () => {
    const first = await submitInquiry('hub@example.com')
    await runDue(payload, 'ai')
    await runDue(payload, 'leads', 2)
    const answer = await call(assessments.POST, '/api/assessments', {
      ip: nextIp(),
      body: {
        ...businessBody('Hub Dental'),
        contactName: 'Hub Owner',
        contactEmail: 'hub@example.com',
        answers: allAnswers(4),
        ...humanFields(),
      },
    })
    expect(answer.status).toBe(201)
    await runDue(payload, 'ai')
    await runDue(payload, 'leads', 2)

    const creates = forEmail('hub@example.com').filter((request) => request.path === '/crm/v3/objects/contacts')
    expect(creates).toHaveLength(1)
    expect(creates[0].headers.authorization).toBe('Bearer pat-test-token')
    expect(JSON.parse(creates[0].body)).toEqual({
      properties: { email: 'hub@example.com', firstname: 'Maria', lastname: 'Lopez', website: 'lopez-family.example' },
    })
    const contactId = contacts.get('hub@example.com')!
    const hubNotes = notesTo(contactId)
    expect(hubNotes).toHaveLength(2)
    expect(hubNotes[0].associations[0].types[0]).toEqual({
      associationCategory: 'HUBSPOT_DEFINED',
      associationTypeId: 202,
    })
    for (const note of hubNotes)
      expect(note.properties.hs_note_body).toMatch(/^Unverified visitor input: sent through the website form/)
    expect(hubNotes[0].properties.hs_note_body).toContain('Message: Seeking &lt;growth&gt; capital &amp; advice')
    expect(hubNotes[0].properties.hs_note_body).toContain('AI summary: ')
    expect(hubNotes[1].properties.hs_note_body).toContain('Business assessment: 84/84 (High Potential) for Hub Dental')
    expect(await rowsFor(first, 'hubspot')).toMatchObject([
      { status: 'sent', externalIds: { contactId, noteId: expect.any(String) } },
    ])
  })

  it("never changes an existing contact: a stranger's form with a known founder's address only adds a note", async () => {
    contacts.set('founder@portfolio.example', '777')
    const answer = await call(contact.POST, '/api/contact', {
      ip: nextIp(),
      body: {
        ...inquiryBody('founder@portfolio.example'),
        firstName: 'Evil',
        lastName: 'Impostor',
        website: 'https://phish.example',
      },
    })
    expect(answer.status).toBe(201)
    await runDue(payload, 'leads', 2)

    const calls = forEmail('founder@portfolio.example')
    expect(calls.map((request) => request.method)).toEqual(['GET'])
    // No write to the contact in any form HubSpot offers (create, update, upsert, merge).
    expect(
      hubspot.requests.filter(
        (request) =>
          /contacts(\/|$)/.test(request.path) &&
          request.method !== 'GET' &&
          request.body.includes('founder@portfolio.example'),
      ),
    ).toEqual([])
    expect(hubspot.requests.some((request) => request.method === 'PATCH' || request.path.includes('batch'))).toBe(false)
    const [note] = notesTo('777')
    expect(note.properties.hs_note_body).toMatch(/^Unverified visitor input: /)
    expect(note.properties.hs_note_body).toContain('Name: Evil Impostor')
    expect(note.properties.hs_note_body).toContain('Website: https://phish.example')
  })

  it('retries a failed note without creating or noting twice', async () => {
    let failNote = true
    hubspot.respond = (request) => {
      if (request.path === '/crm/v3/objects/notes' && failNote) {
        failNote = false
        return { status: 502, body: {} }
      }
      return hubspotReply(request)
    }
    const before = hubspot.requests.length
    const id = await submitInquiry('once@example.com')
    await runDue(payload, 'leads', 3)
    const calls = hubspot.requests.slice(before).map((request) => `${request.method} ${request.path.split('?')[0]}`)
    expect(calls).toEqual([
      'GET /crm/v3/objects/contacts/once%40example.com',
      'POST /crm/v3/objects/contacts',
      'POST /crm/v3/objects/notes',
      'POST /crm/v3/objects/notes',
    ])
    expect(await rowsFor(id, 'hubspot')).toMatchObject([{ status: 'sent', attempts: 2 }])
    hubspot.respond = hubspotReply
  })
})

describe('what happens next reaches the CRM', () => {
  const eventsFor = (email: string, event: string) =>
    toWebhookFor(email)
      .map((request) => ({ request, body: JSON.parse(request.body) }))
      .filter(({ body }) => body.event === event)

  it('sends a staff status change (lead.updated) and note (lead.note), signed, with attribution, retried; HubSpot gets the lead status and the note', async () => {
    const attribution = {
      source: 'Newsletter',
      medium: 'email',
      campaign: 'Spring',
      entryPage: '/insights',
      referrerHost: '',
    }
    const answer = await call(contact.POST, '/api/contact', {
      ip: nextIp(),
      body: { ...inquiryBody('events@example.com'), attribution },
    })
    const id = (answer.json() as { id: number }).id
    await runDue(payload, 'ai')
    await runDue(payload, 'leads', 2)
    let calls = 0
    webhook.respond = () => (++calls === 1 ? { status: 500, body: { error: 'boom' } } : { status: 200, body: {} })
    const path = `/api/contact/${id}`
    const patched = await call(inquiryById.PATCH, path, {
      ...admin,
      method: 'PATCH',
      body: { status: 'qualified' },
      id: String(id),
    })
    expect(patched.status).toBe(200)
    await runDue(payload, 'leads', 2)
    expect((await rowsFor(id, 'webhook')).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['pending', 1],
    ])
    await runDue(payload, 'leads')
    const [updated, retried] = eventsFor('events@example.com', 'lead.updated')
    expect(retried.body.id).toBe(updated.body.id)
    expect(
      verify(
        SECRET,
        String(retried.request.headers['x-signature']),
        retried.request.body,
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true)
    expect(retried.body).toMatchObject({
      event: 'lead.updated',
      change: { field: 'status', from: 'new', to: 'qualified' },
      author: 'API key',
      lead: {
        id: String(id),
        email: 'events@example.com',
        attribution: { channel: 'Email', source: 'newsletter', campaign: 'spring', entryPage: '/insights' },
      },
    })

    const noted = await call(inquiryNotes.POST, `${path}/notes`, {
      ...admin,
      body: { text: 'Call <Tuesday>' },
      id: String(id),
    })
    expect(noted.status).toBe(201)
    await runDue(payload, 'leads', 2)
    const [note] = eventsFor('events@example.com', 'lead.note')
    expect(note.body).toMatchObject({ event: 'lead.note', note: { text: 'Call <Tuesday>', author: 'API key' } })

    const contactId = contacts.get('events@example.com')
    const toContact = hubspot.requests.filter((request) => request.path === `/crm/v3/objects/contacts/${contactId}`)
    expect(toContact.map((request) => [request.method, JSON.parse(request.body)])).toEqual([
      ['PATCH', { properties: { hs_lead_status: 'OPEN' } }],
    ])
    const staffNote = hubspot.requests.find(
      (request) => request.path === '/crm/v3/objects/notes' && request.body.includes('Note by API key'),
    )
    expect(JSON.parse(staffNote!.body).properties.hs_note_body).toBe(
      'Note by API key (dashboard):<br>Call &lt;Tuesday&gt;',
    )
  })

  it('sends a webhook only signed: a URL without a secret is refused in the settings and not used', async () => {
    delete process.env.CRM_WEBHOOK_SECRET
    try {
      await expect(
        payload.updateGlobal({
          slug: 'site-settings',
          overrideAccess: true,
          data: { crmWebhookUrl: 'https://crm.example/hook', crmWebhookSecret: '' },
        }),
      ).rejects.toThrow(/signing secret/)
      expect((await leadSettings(payload)).webhook).toBeNull()
    } finally {
      process.env.CRM_WEBHOOK_SECRET = SECRET
    }
    expect((await leadSettings(payload)).webhook).toMatchObject({ secret: SECRET })
  })

  it('never edits the CRM contact for a visitor: a second submission under the address only adds its note', async () => {
    const before = hubspot.requests.length
    await submitInquiry('events@example.com')
    await runDue(payload, 'leads', 2)
    const after = hubspot.requests.slice(before)
    expect(after.filter((request) => request.method === 'PATCH')).toEqual([])
    expect(after.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/crm/v3/objects/notes',
    ])
  })
})

describe('the outbox', () => {
  it("writes each message readable by the server's user alone", async () => {
    await submitInquiry('outbox-mode@example.com')
    await runDue(payload, 'leads', 2)
    const dir = process.env.OUTBOX_DIR!
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'))
    expect(files.length).toBeGreaterThan(0)
    for (const name of files) expect(fs.statSync(path.join(dir, name)).mode & 0o777, name).toBe(0o600)
  })
})
