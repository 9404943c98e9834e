import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { assessmentById, assessmentNotes, assessmentReply, assessments, contact, inquiryReply } from '../lead-routes'
import * as people from '@/app/api/people/route'
import { POST as erase } from '@/app/api/personal-data/erase/route'
import { POST as exportData } from '@/app/api/personal-data/export/route'
import * as templates from '@/app/api/reply-templates/route'
import { invalidFieldsOf } from '@/contracts/errors'
import type { Paged } from '@/contracts/lead-inbox'
import { DEFAULT_REPLY_TEMPLATES, type LeadReplyAnswer, type ReplyTemplatesAnswer } from '@/contracts/lead-replies'
import type { Person, WithOtherLeads } from '@/contracts/people'
import type { Assessment, ContactInquiry } from '@/payload-types'

import { mailedPayload } from '../mailed-payload'
import { admin, call } from '../api/fixtures'
import { makeAssessment, makeInquiry } from '../inbox/fixtures'
import { runDue } from '../leads/queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4831'
  process.env.EMAIL_FROM = 'Keystone Leads <leads@keystone.example>'
})

const FIRM_CONTACT = 'partners@keystone.example'

let payload: Payload

const sink = mailedPayload((started) => (payload = started), {
  contactEmail: FIRM_CONTACT,
  notificationEmails: [{ email: 'deals@keystone.example' }],
})
beforeEach(() => {
  sink.messages.length = 0
})

const drain = async () => {
  await runDue(payload, 'ai')
  await runDue(payload, 'leads', 2)
}

const personOf = async (email: string) => {
  const answer = await call(people.GET, `/api/people?${new URLSearchParams({ email })}`, admin)
  expect(answer.status).toBe(200)
  return answer.json() as Person
}

const signIn = async (email: string, name: string) => {
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'a-long-password-1', role: 'admin', name },
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })
  return { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' } }
}

describe('a person: everyone who used one address', () => {
  it('joins an assessment and an inquiry under two spellings, with one timeline of what happened', async () => {
    const assessment = await makeAssessment(payload, {
      businessName: 'Ridge Robotics',
      contactName: 'Rita Ridge',
      contactEmail: 'Rita@Ridge.example',
    })
    const inquiry = await makeInquiry(payload, {
      firstName: 'Rita',
      lastName: 'Ridge',
      email: 'rita@ridge.example',
      message: 'Can we <b>talk</b>?',
    })
    await makeAssessment(payload, { contactEmail: 'someone-else@ridge.example' })
    await drain()
    const id = String(assessment.id)
    await call(assessmentById.PATCH, `/api/assessments/${id}`, {
      ...admin,
      method: 'PATCH',
      body: { status: 'qualified' },
      id,
    })
    await call(assessmentNotes.POST, `/api/assessments/${id}/notes`, { ...admin, body: { text: 'Strong team' }, id })

    const person = await personOf('  RITA@ridge.EXAMPLE ')
    expect(person.email).toBe('rita@ridge.example')
    expect(person.assessments).toEqual([
      expect.objectContaining({ kind: 'assessment', id: assessment.id, title: 'Ridge Robotics', status: 'qualified' }),
    ])
    expect(person.inquiries).toEqual([expect.objectContaining({ kind: 'inquiry', id: inquiry.id, name: 'Rita Ridge' })])
    const types = person.timeline.map((entry) => entry.type)
    expect(types.filter((type) => type === 'submitted')).toHaveLength(2)
    expect(types.filter((type) => type === 'ai')).toHaveLength(2)
    expect(types.filter((type) => type === 'email')).toHaveLength(2)
    expect(person.timeline).toContainEqual(
      expect.objectContaining({
        type: 'status',
        summary: 'Status: New → Qualified',
        author: 'API key',
        lead: { kind: 'assessment', id: assessment.id },
      }),
    )
    expect(person.timeline).toContainEqual(expect.objectContaining({ type: 'note', text: 'Strong team' }))
    expect(person.timeline).toContainEqual(
      expect.objectContaining({
        type: 'submitted',
        summary: 'Inquiry sent: General Inquiry',
        text: 'Can we <b>talk</b>?',
      }),
    )
    expect(person.timeline).toContainEqual(
      expect.objectContaining({ type: 'email', summary: 'New-lead notification e-mailed to the firm', status: 'sent' }),
    )
    const times = person.timeline.map((entry) => entry.at)
    expect(times).toEqual([...times].sort().reverse())

    // Each row of the lists says the person has another lead.
    const page = (await call(assessments.GET, '/api/assessments?q=ridge&limit=10', admin)).json() as Paged<
      Assessment & WithOtherLeads
    >
    const counts = Object.fromEntries(page.docs.map((doc) => [doc.contactEmail, doc.otherLeads]))
    expect(counts).toEqual({ 'Rita@Ridge.example': 1, 'someone-else@ridge.example': 0 })
    expect(page.docs[0]).not.toHaveProperty('emailKey')
    const inquiries = (await call(contact.GET, '/api/contact?q=ridge', admin)).json() as Paged<
      ContactInquiry & WithOtherLeads
    >
    expect(inquiries.docs.map((doc) => doc.otherLeads)).toEqual([1])
  })

  it('leaves trashed leads out, and lists an export of the person’s data', async () => {
    const kept = await makeInquiry(payload, { email: 'tom@trash.example' })
    const trashed = await makeAssessment(payload, { contactEmail: 'TOM@trash.example' })
    const id = String(trashed.id)
    await call(assessmentById.DELETE, `/api/assessments/${id}`, { ...admin, method: 'DELETE', id })
    await call(exportData, '/api/personal-data/export', { ...admin, body: { email: 'tom@trash.example' } })
    const person = await personOf('tom@trash.example')
    expect(person.assessments).toEqual([])
    expect(person.inquiries.map((lead) => lead.id)).toEqual([kept.id])
    expect(person.timeline.map((entry) => entry.type)).toEqual(['export', 'submitted'])
    expect(person.timeline[0]).toMatchObject({ author: 'API key', summary: 'Personal data exported', lead: null })
  })

  it.each([
    ['email=not-an-address', ['email']],
    ['', ['email']],
    ['email=a%40b.example&email=c%40d.example', ['email']],
    ['email=a%40b.example&limit=3', ['limit']],
  ])('answers ?%s with a 400 naming the parameter', async (query, fields) => {
    const answer = await call(people.GET, `/api/people?${query}`, admin)
    expect(answer.status).toBe(400)
    expect(invalidFieldsOf(answer.headers)).toEqual(fields)
  })

  it('is a 404 for an address no lead has, and a 401 without the key', async () => {
    expect((await call(people.GET, '/api/people?email=nobody%40example.com', admin)).status).toBe(404)
    expect((await call(people.GET, '/api/people?email=nobody%40example.com')).status).toBe(401)
  })
})

describe('replies from the dashboard', () => {
  it('e-mails the lead in plain text from the firm, Reply-To the firm for the key, and lists it in the timeline', async () => {
    const lead = await makeInquiry(payload, { firstName: 'Ada', email: 'ada@reply.example' })
    const id = String(lead.id)
    const answer = await call(inquiryReply.POST, `/api/contact/${id}/reply`, {
      ...admin,
      body: { subject: '  Thanks \n for <b>writing</b> ', text: 'Hi Ada,\n<script>x</script> Let us talk.' },
      id,
    })
    expect(answer.status).toBe(202)
    expect(answer.json()).toMatchObject({
      to: 'ada@reply.example',
      replyTo: FIRM_CONTACT,
      subject: 'Thanks for <b>writing</b>',
      status: 'pending',
      author: 'API key',
    } satisfies Partial<LeadReplyAnswer>)
    expect(sink.messages).toHaveLength(0)
    await runDue(payload, 'leads')
    const mail = await sink.waitFor((message) => message.to.includes('ada@reply.example'))
    expect(mail.from).toBe('leads@keystone.example')
    expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual([FIRM_CONTACT])
    expect(mail.subject).toBe('Thanks for <b>writing</b>')
    expect(mail.text.trim()).toBe('Hi Ada,\n<script>x</script> Let us talk.')
    expect(mail.html).toBe('')

    const person = await personOf('ada@reply.example')
    expect(person.timeline.find((entry) => entry.type === 'reply')).toMatchObject({
      type: 'reply',
      author: 'API key',
      subject: 'Thanks for <b>writing</b>',
      text: 'Hi Ada,\n<script>x</script> Let us talk.',
      status: 'sent',
    })
  })

  it('sets Reply-To to the signed-in partner', async () => {
    const partner = await signIn('dana@keystone.example', 'Dana Partner')
    const lead = await makeAssessment(payload, { contactEmail: 'bo@reply.example' })
    const id = String(lead.id)
    const answer = await call(assessmentReply.POST, `/api/assessments/${id}/reply`, {
      ...partner,
      body: { subject: 'Next steps', text: 'Call on Monday?' },
      id,
    })
    expect(answer.status).toBe(202)
    await runDue(payload, 'leads')
    const mail = await sink.waitFor((message) => message.to.includes('bo@reply.example'))
    expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual(['dana@keystone.example'])
    const { timeline } = await personOf('bo@reply.example')
    expect(timeline.find((entry) => entry.type === 'reply')).toMatchObject({ author: 'Dana Partner', status: 'sent' })
  })

  it('refuses unknown and trashed leads (404) and empty or over-long fields (400 naming them)', async () => {
    const lead = await makeAssessment(payload, { contactEmail: 'cy@reply.example' })
    const id = String(lead.id)
    const post = (body: unknown, target = id) =>
      call(assessmentReply.POST, `/api/assessments/${target}/reply`, { ...admin, body, id: target })
    const cases: [unknown, string[]][] = [
      [{ subject: ' ', text: 'x' }, ['subject']],
      [{ subject: 's'.repeat(201), text: 'x' }, ['subject']],
      [{ subject: 'ok', text: '' }, ['text']],
      [{ subject: 'ok', text: 't'.repeat(10_001) }, ['text']],
      [{ subject: 'ok' }, ['text']],
      // An unknown field is the body's fault, as everywhere in the API.
      [{ subject: 'ok', text: 'x', html: '<b>x</b>' }, ['body']],
    ]
    for (const [body, fields] of cases) {
      const answer = await post(body)
      expect(answer.status).toBe(400)
      expect(invalidFieldsOf(answer.headers)).toEqual(fields)
    }
    expect((await post({ subject: 'ok', text: 'x' }, '999999')).status).toBe(404)
    await call(assessmentById.DELETE, `/api/assessments/${id}`, { ...admin, method: 'DELETE', id })
    expect((await post({ subject: 'ok', text: 'x' })).status).toBe(404)
    expect(
      (
        await payload.count({
          collection: 'lead-replies',
          overrideAccess: true,
          where: { assessment: { equals: lead.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('sends at most 60 replies an hour per signed-in user', async () => {
    const partner = await signIn('busy@keystone.example', 'Busy Partner')
    // Seven leads: one mailbox gets at most 10 a day.
    const ids: string[] = []
    for (let lead = 0; lead < 7; lead += 1)
      ids.push(String((await makeInquiry(payload, { email: `many${lead}@reply.example` })).id))
    const post = (id: string) =>
      call(inquiryReply.POST, `/api/contact/${id}/reply`, { ...partner, body: { subject: 'Hi', text: 'Hello' }, id })
    for (let sent = 0; sent < 60; sent += 1) expect((await post(ids[sent % 7])).status).toBe(202)
    const refused = await post(ids[6])
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another sender is counted on their own.
    const other = await call(inquiryReply.POST, `/api/contact/${ids[6]}/reply`, {
      ...admin,
      body: { subject: 'Hi', text: 'Hello' },
      id: ids[6],
    })
    expect(other.status).toBe(202)
  })

  it('sends one mailbox at most 10 replies a day from everyone, however its address is spelled', async () => {
    const first = String((await makeInquiry(payload, { email: 'inbox@reply.example' })).id)
    const second = String((await makeInquiry(payload, { email: 'Inbox+x@reply.example' })).id)
    const post = (id: string, as: object) =>
      call(inquiryReply.POST, `/api/contact/${id}/reply`, { ...as, body: { subject: 'Hi', text: 'Hello' }, id })
    const partner = await signIn('keen@keystone.example', 'Keen Partner')
    for (let sent = 0; sent < 10; sent += 1)
      expect((await post(sent % 2 ? first : second, sent < 5 ? partner : admin)).status).toBe(202)
    const refused = await post(second, admin)
    expect(refused.status).toBe(429)
    expect(refused.text).toContain('Too many replies to this address: at most 10 a day')
  })

  it('offers the CMS’s templates, the built-in ones until they are edited', async () => {
    const before = (await call(templates.GET, '/api/reply-templates', admin)).json() as ReplyTemplatesAnswer
    expect(before.templates.map((template) => template.name)).toEqual(
      DEFAULT_REPLY_TEMPLATES.map((template) => template.name),
    )
    expect(before.firmName).toBeTruthy()
    await payload.updateGlobal({
      slug: 'reply-templates',
      overrideAccess: true,
      data: { templates: [{ name: 'Short', subject: 'Hello {name}', text: 'From {firm}' }] },
    })
    const after = (await call(templates.GET, '/api/reply-templates', admin)).json() as ReplyTemplatesAnswer
    expect(after.templates).toEqual([{ name: 'Short', subject: 'Hello {name}', text: 'From {firm}' }])
    expect((await call(templates.GET, '/api/reply-templates')).status).toBe(401)
  })

  it('erasing the person erases their replies with their leads', async () => {
    const lead = await makeInquiry(payload, { email: 'gone@reply.example' })
    const id = String(lead.id)
    await call(inquiryReply.POST, `/api/contact/${id}/reply`, { ...admin, body: { subject: 'Hi', text: 'Hello' }, id })
    const answer = await call(erase, '/api/personal-data/erase', { ...admin, body: { email: 'GONE@reply.example' } })
    expect(answer.status).toBe(200)
    expect((answer.json() as { erased: Record<string, number> }).erased).toMatchObject({
      'contact-inquiries': 1,
      'lead-replies': 1,
    })
    const left = await payload.count({
      collection: 'lead-replies',
      overrideAccess: true,
      where: { contactInquiry: { equals: lead.id } },
    })
    expect(left.totalDocs).toBe(0)
    expect((await call(people.GET, '/api/people?email=gone%40reply.example', admin)).status).toBe(404)
  })
})
