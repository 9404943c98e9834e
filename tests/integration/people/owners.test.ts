import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import * as session from '@/app/api/admin/session/route'
import * as aiPredictions from '@/app/api/ai-predictions/route'
import * as analytics from '@/app/api/analytics/route'
import * as crmStatus from '@/app/api/crm/status/route'
import * as visitorAnalytics from '@/app/api/visitor-analytics/route'
import * as live from '@/app/api/visitor-analytics/live/route'
import { assessmentById, assessmentReply, assessmentTrashById, assessments, contact, inquiryById } from '../lead-routes'
import { POST as erase } from '@/app/api/personal-data/erase/route'
import * as teamMembers from '@/app/api/team-members/route'
import * as ownersRoute from '@/app/api/owners/route'
import * as people from '@/app/api/people/route'
import type { Paged } from '@/contracts/lead-inbox'
import type { LeadOwner } from '@/contracts/owners'
import type { Person } from '@/contracts/people'
import { buildDigest } from '@/leads/digest/send'
import { digestMessage } from '@/leads/email/digest'
import { dayIn } from '@/lib/calendar-day'
import type { Assessment, ContactInquiry } from '@/payload-types'

import { SmtpSink } from '../../fixtures/smtp-sink'
import { admin, call } from '../api/fixtures'
import { testPayload } from '../helpers'
import { makeAssessment, makeInquiry } from '../inbox/fixtures'
import { runDue } from '../leads/queue'

const SMTP_PORT = 4833
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4833'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload
const sink = new SmtpSink()
const users: Record<string, { id: number; auth: { headers: Record<string, string> } }> = {}

async function user(email: string, role: 'admin' | 'partner' | 'editor', name: string) {
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'a-long-password-1', role, name },
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })
  users[name] = { id: doc.id, auth: { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' } } }
}

beforeAll(async () => {
  await sink.start(SMTP_PORT)
  payload = await testPayload()
  await user('ann@keystone.example', 'admin', 'Ann Admin')
  await user('pat@keystone.example', 'partner', 'Pat Partner')
  await user('ed@keystone.example', 'editor', 'Ed Editor')
})
afterAll(() => sink.stop())
beforeEach(() => {
  sink.messages.length = 0
})

const patchAssessment = (id: number, body: unknown, as: object = admin) =>
  call(assessmentById.PATCH, `/api/assessments/${id}`, { ...as, method: 'PATCH', body, id: String(id) })

describe('owners are CMS users', () => {
  it('lists the admins and partners, not the editors', async () => {
    const answer = await call(ownersRoute.GET, '/api/owners', admin)
    expect(answer.status).toBe(200)
    const owners = answer.json() as LeadOwner[]
    expect(owners.map((owner) => [owner.name, owner.role])).toEqual([
      ['Ann Admin', 'admin'],
      ['Pat Partner', 'partner'],
      ['Site administrator', 'admin'],
    ])
    expect((await call(ownersRoute.GET, '/api/owners')).status).toBe(401)
  })

  it('assigns a lead to a partner, who gets an e-mail with its link; the timeline names them', async () => {
    const lead = await makeAssessment(payload, { businessName: 'Owned Optics', contactEmail: 'olga@optics.example' })
    const answer = await patchAssessment(lead.id, { owner: users['Pat Partner'].id }, users['Ann Admin'].auth)
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({ owner: 'Pat Partner', ownerUser: users['Pat Partner'].id })
    await runDue(payload, 'leads')
    const mail = await sink.waitFor((message) => message.to.includes('pat@keystone.example'))
    expect(mail.subject).toBe('Lead assigned to you: Owned Optics (Sam Lee)')
    expect(mail.text).toContain('Ann Admin assigned you this lead')
    expect(mail.text).toContain('https://www.keystone.example/admin?tab=assessments&search=olga%40optics.example')
    const person = (await call(people.GET, '/api/people?email=olga%40optics.example', admin)).json() as Person
    expect(person.timeline).toContainEqual(
      expect.objectContaining({ type: 'owner', summary: 'Owner: — → Pat Partner', author: 'Ann Admin' }),
    )
    // "My leads" of the partner.
    const mine = (
      await call(assessments.GET, `/api/assessments?owner=${users['Pat Partner'].id}`, admin)
    ).json() as Paged<Assessment>
    expect(mine.docs.map((doc) => doc.businessName)).toEqual(['Owned Optics'])
  })

  it('sends nothing when a partner takes a lead themselves, and refuses editors and unknown users as owners', async () => {
    const lead = await makeInquiry(payload, { email: 'self@take.example' })
    const id = String(lead.id)
    const take = await call(inquiryById.PATCH, `/api/contact/${id}`, {
      ...admin,
      method: 'PATCH',
      body: { owner: users['Ann Admin'].id },
      id,
    })
    expect(take.status).toBe(200)
    const self = await patchAssessment(
      (await makeAssessment(payload)).id,
      { owner: users['Ann Admin'].id },
      users['Ann Admin'].auth,
    )
    expect(self.status).toBe(200)
    await runDue(payload, 'leads')
    // The key is nobody: Ann is told of the inquiry, not of the lead she took herself.
    expect(
      sink.messages.map((message) => message.subject).filter((subject) => subject.startsWith('Lead assigned')),
    ).toEqual([expect.stringMatching(/^Lead assigned to you: Maria Lopez/)])
    for (const owner of [users['Ed Editor'].id, 99999]) {
      const refused = await call(inquiryById.PATCH, `/api/contact/${id}`, {
        ...admin,
        method: 'PATCH',
        body: { owner },
        id,
      })
      expect(refused.status).toBe(400)
      expect(refused.headers.get('x-invalid-fields')).toBe('owner')
    }
  })

  it('keeps an older free-text owner readable', async () => {
    const lead = await makeInquiry(payload, { email: 'legacy@owner.example', owner: 'Old Partner' })
    const listed = (await call(contact.GET, '/api/contact?q=legacy', admin)).json() as Paged<ContactInquiry>
    expect(listed.docs[0]).toMatchObject({ id: lead.id, owner: 'Old Partner', ownerUser: null })
    // Callers of the older free-text API: an owner's e-mail or name still assigns, "" clears, other text is refused.
    const id = String(lead.id)
    const patch = (owner: string) =>
      call(inquiryById.PATCH, `/api/contact/${id}`, { ...admin, method: 'PATCH', body: { owner }, id })
    expect((await patch('PAT@keystone.example')).json()).toMatchObject({
      owner: 'Pat Partner',
      ownerUser: users['Pat Partner'].id,
    })
    expect((await patch('ann admin')).json()).toMatchObject({ owner: 'Ann Admin', ownerUser: users['Ann Admin'].id })
    expect((await patch('')).json()).toMatchObject({ owner: null, ownerUser: null })
    const refused = await patch('Someone Else')
    expect(refused.status).toBe(400)
    expect(refused.headers.get('x-invalid-fields')).toBe('owner')
  })
})

describe('follow-ups', () => {
  it('lists as due the leads whose day has come in the site’s time zone', async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11).
    const ahead = dayIn(Date.now(), 'Pacific/Kiritimati')
    const behind = dayIn(Date.now(), 'Pacific/Pago_Pago')
    const dueAhead = await makeAssessment(payload, { businessName: 'Due Ahead' })
    const overdue = await makeAssessment(payload, { businessName: 'Due Overdue', contactEmail: 'sam@acme.example' })
    await makeAssessment(payload, { businessName: 'Due Never' })
    expect((await patchAssessment(dueAhead.id, { followUpOn: ahead })).status).toBe(200)
    expect((await patchAssessment(overdue.id, { followUpOn: '2020-01-01' })).status).toBe(200)
    const due = async () =>
      ((await call(assessments.GET, '/api/assessments?due=1&q=Due', admin)).json() as Paged<Assessment>).docs
        .map((doc) => doc.businessName)
        .sort()
    process.env.SITE_TIMEZONE = 'Pacific/Kiritimati'
    expect(await due()).toEqual(['Due Ahead', 'Due Overdue'])
    process.env.SITE_TIMEZONE = 'Pacific/Pago_Pago'
    expect(ahead > behind).toBe(true)
    expect(await due()).toEqual(['Due Overdue'])
    delete process.env.SITE_TIMEZONE
    const person = (await call(people.GET, '/api/people?email=sam%40acme.example', admin)).json() as Person
    expect(person.timeline).toContainEqual(
      expect.objectContaining({ type: 'followUp', to: '2020-01-01', summary: 'Follow up on 2020-01-01' }),
    )
  })

  it('are listed per owner in the weekly digest once their day has passed', async () => {
    const late = await makeAssessment(payload, { businessName: 'Digest Late', contactEmail: 'late@digest.example' })
    const soon = await makeAssessment(payload, { businessName: 'Digest Soon' })
    const body = { owner: users['Pat Partner'].id, followUpOn: '2021-03-04' }
    expect((await patchAssessment(late.id, body)).status).toBe(200)
    expect((await patchAssessment(soon.id, { ...body, followUpOn: '2099-01-01' })).status).toBe(200)
    const { text, html } = digestMessage(await buildDigest(payload, Date.now()))
    expect(text).toContain(
      'Overdue follow-ups:\nPat Partner (1):\n' +
        '- Digest Late (Sam Lee), due 2021-03-04: https://www.keystone.example/admin?tab=assessments&search=late%40digest.example\n' +
        'No owner (1):\n- Due Overdue (Sam Lee), due 2020-01-01',
    )
    expect(text).not.toContain('Digest Soon')
    expect(html).toContain('<h3 style="font-size:14px">Pat Partner (1)</h3>')
  })
})

describe('the partner role', () => {
  it('works leads (lists, triage, person, replies, AI results) but not content, users or erasure', async () => {
    const partner = users['Pat Partner'].auth
    const lead = await makeAssessment(payload, { businessName: 'Partner Works', contactEmail: 'pw@partner.example' })
    const id = String(lead.id)
    expect((await call(session.GET, '/api/admin/session', partner)).json()).toMatchObject({
      user: { role: 'partner' },
      canReadLeads: true,
    })
    expect((await call(assessments.GET, '/api/assessments?q=Partner%20Works', partner)).status).toBe(200)
    expect((await call(people.GET, '/api/people?email=pw%40partner.example', partner)).status).toBe(200)
    expect((await call(ownersRoute.GET, '/api/owners', partner)).json()).toHaveLength(3)
    expect((await call(aiPredictions.GET, '/api/ai-predictions', partner)).status).toBe(200)
    expect((await patchAssessment(lead.id, { status: 'contacted' }, partner)).status).toBe(200)
    const reply = await call(assessmentReply.POST, `/api/assessments/${id}/reply`, {
      ...partner,
      body: { subject: 'Hello', text: 'Shall we talk?' },
      id,
    })
    expect(reply.status).toBe(202)
    expect(reply.json()).toMatchObject({ replyTo: 'pat@keystone.example', author: 'Pat Partner' })
    await call(assessmentById.DELETE, `/api/assessments/${id}`, { ...partner, method: 'DELETE', id })
    expect(
      (await call(assessmentTrashById.DELETE, `/api/assessments/trash/${id}`, { ...partner, method: 'DELETE', id }))
        .status,
    ).toBe(401)
    // What the dashboard shows a partner answers them: the CRM line and the Analytics tab.
    expect((await call(crmStatus.GET, '/api/crm/status', partner)).status).toBe(200)
    expect((await call(analytics.GET, '/api/analytics?range=7d', partner)).status).toBe(200)
    expect((await call(visitorAnalytics.GET, '/api/visitor-analytics?range=7d', partner)).status).toBe(200)
    expect((await call(live.GET, '/api/visitor-analytics/live', partner)).status).toBe(200)
    expect((await call(analytics.GET, '/api/analytics?range=7d', users['Ed Editor'].auth)).status).toBe(401)
    expect((await call(teamMembers.POST, '/api/team-members', { ...partner, body: { name: 'X' } })).status).toBe(401)
    expect(
      (await call(erase, '/api/personal-data/erase', { ...partner, body: { email: 'pw@partner.example' } })).status,
    ).toBe(401)
  })
})
