import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { contact, inquiryExport, inquiryReply } from '../lead-routes'
import * as inbound from '@/app/api/inbound-email/route'
import * as people from '@/app/api/people/route'
import { POST as erase } from '@/app/api/personal-data/erase/route'
import type { InboundEmailAnswer } from '@/contracts/inbound-email'
import type { LeadReplyAnswer } from '@/contracts/lead-replies'
import type { Person } from '@/contracts/people'

import { mailedPayload } from '../mailed-payload'
import { admin, call } from '../api/fixtures'
import { makeInquiry } from '../inbox/fixtures'
import { openJobs, runDue } from '../leads/queue'
import { bounceMessage, freshId, rawMessage } from './messages'

const TOKEN = 'inbound-test-token-0123456789'
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4851'
  process.env.EMAIL_FROM = 'Keystone Leads <leads@keystone.example>'
  process.env.INBOUND_EMAIL_TOKEN = 'inbound-test-token-0123456789'
})

let payload: Payload

const sink = mailedPayload((started) => (payload = started), {
  contactEmail: 'partners@keystone.example',
  notificationEmails: [{ email: 'deals@keystone.example' }],
})
beforeEach(() => {
  sink.messages.length = 0
})

/** POSTs a raw message as a mail provider's inbound route does. */
const post = (raw: Buffer | string, headers: Record<string, string> = {}) =>
  inbound.POST(
    new Request('http://localhost:3000/api/inbound-email', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'message/rfc822', ...headers },
      body: typeof raw === 'string' ? raw : new Uint8Array(raw),
    }),
    undefined as never,
  )

const deliver = async (raw: Buffer) => {
  const response = await post(raw)
  expect(response.status).toBe(202)
  return (await response.json()) as InboundEmailAnswer
}

const personOf = async (email: string) => {
  const answer = await call(people.GET, `/api/people?${new URLSearchParams({ email })}`, admin)
  expect(answer.status).toBe(200)
  return answer.json() as Person
}

const stored = async () =>
  (await payload.find({ collection: 'inbound-emails', overrideAccess: true, pagination: false, depth: 0 })).docs

/** A lead, a dashboard reply to it sent through the queue, and that reply as the founder received it. */
async function leadWithReply(email: string, subject = 'Thanks for reaching out') {
  const lead = await makeInquiry(payload, { firstName: 'Ada', email })
  await runDue(payload, 'leads', 2)
  const id = String(lead.id)
  const answer = await call(inquiryReply.POST, `/api/contact/${id}/reply`, {
    ...admin,
    body: { subject, text: 'Hi Ada,\nCould you suggest a time?' },
    id,
  })
  expect(answer.status).toBe(202)
  await runDue(payload, 'leads')
  const mail = await sink.waitFor((message) => message.to.includes(email) && message.subject === subject)
  return { id, mail, reply: answer.json() as LeadReplyAnswer }
}

describe('POST /api/inbound-email refuses', () => {
  it('a missing or wrong token (401), another content type (415), more than 2 MB (413) and what is no message (400)', async () => {
    const raw = await rawMessage({ from: 'x@y.example', to: 'a@b.example', subject: 'Hi', text: 'Hi' })
    expect((await post(raw, { authorization: '' })).status).toBe(401)
    expect((await post(raw, { authorization: 'Bearer wrong-token' })).status).toBe(401)
    expect((await post(raw, { authorization: `Basic ${TOKEN}` })).status).toBe(401)
    expect((await post(raw, { 'content-type': 'text/plain' })).status).toBe(415)
    const huge = await post(Buffer.alloc(2 * 1024 * 1024 + 1, 'a'))
    expect(huge.status).toBe(413)
    expect(await huge.text()).toBe('A message may be at most 2097152 bytes')
    // Streamed without a declared length: counted as it arrives.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i += 1) controller.enqueue(new Uint8Array(1024 * 1024).fill(97))
        controller.close()
      },
    })
    const streamed = await inbound.POST(
      new Request('http://localhost:3000/api/inbound-email', {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'message/rfc822' },
        body: chunks,
        duplex: 'half',
      } as RequestInit),
      undefined as never,
    )
    expect(streamed.status).toBe(413)
    const garbage = await post(Buffer.from([0, 1, 2, 255, 254, 10, 13, 0]))
    expect(garbage.status).toBe(400)
    expect(await garbage.text()).toBe('Not an RFC 822 message: no header fields')
    const fromless = await post('Subject: hello\r\n\r\nbody\r\n')
    expect(fromless.status).toBe(400)
    expect(await fromless.text()).toBe('The message has no From address')
    expect(await stored()).toHaveLength(0)
  })
})

describe('a founder’s answer', () => {
  it('joins the person by the reply it answers, trimmed, once; tells the firm; the next reply threads', async () => {
    const { id, mail } = await leadWithReply('ada@answer.example')
    const sentId = mail.parsed.messageId!
    const answerId = freshId()
    const answer = await rawMessage({
      from: 'Ada Founder <ada.other@founder.example>',
      to: 'partners@keystone.example',
      subject: 'Re: Thanks for reaching out',
      messageId: answerId,
      inReplyTo: sentId,
      references: [sentId],
      text: 'Tuesday at 10 works. <b>not bold</b>\n\n-- \nAda Founder\nCEO\n\nOn Mon, Dana wrote:\n> Could you suggest a time?\n',
      attachments: [{ filename: 'deck.pdf', content: Buffer.alloc(2048, 1) }],
    })
    expect(await deliver(answer)).toEqual({ outcome: 'stored', kind: 'reply' })
    // The same message again (the mailbox and the route both saw it): stored once.
    expect(await deliver(answer)).toEqual({ outcome: 'duplicate', kind: 'reply' })
    expect((await stored()).filter((doc) => doc.messageId === answerId)).toHaveLength(1)

    const person = await personOf('ada@answer.example')
    expect(person.awaitingAnswer).toBe(true)
    expect(person.timeline[0]).toMatchObject({
      type: 'email-in',
      kind: 'reply',
      author: 'Ada Founder <ada.other@founder.example>',
      subject: 'Re: Thanks for reaching out',
      text: 'Tuesday at 10 works. <b>not bold</b>',
      attachments: [{ name: 'deck.pdf', size: 2048 }],
      lead: { kind: 'inquiry', id: Number(id) },
    })

    await runDue(payload, 'leads')
    const told = await sink.waitFor((message) => message.subject.startsWith('Answer from Ada Founder'))
    expect(told.to).toEqual(['deals@keystone.example'])
    expect(told.html).toBe('')
    expect(told.text).toContain('Tuesday at 10 works. <b>not bold</b>')
    expect(told.text).toContain('- deck.pdf (2 KB)')
    expect(told.text).toContain('Open the person: ')
    expect(told.text).toContain('search=ada%40answer.example')

    // The inbox's "Awaiting our answer" filter lists the lead, in the list and the export alike.
    const awaiting = await call(contact.GET, '/api/contact?awaiting=1', admin)
    expect((awaiting.json() as { docs: { id: number }[] }).docs.map((doc) => String(doc.id))).toEqual([id])
    const csv = await call(inquiryExport.GET, '/api/contact/export?awaiting=1', admin)
    expect(csv.text.trim().split('\n')).toHaveLength(2)
    expect(csv.text).toContain('ada@answer.example')

    const next = await call(inquiryReply.POST, `/api/contact/${id}/reply`, {
      ...admin,
      body: { subject: 'Anything', text: 'Tuesday it is.' },
      id,
    })
    expect((next.json() as LeadReplyAnswer).subject).toBe('Re: Thanks for reaching out')
    expect((await personOf('ada@answer.example')).awaitingAnswer).toBe(false)
    expect((await call(contact.GET, '/api/contact?awaiting=1', admin)).json()).toMatchObject({ docs: [] })
    await runDue(payload, 'leads')
    const threaded = await sink.waitFor((message) => message.text.includes('Tuesday it is.'))
    expect(threaded.subject).toBe('Re: Thanks for reaching out')
    expect(threaded.parsed.inReplyTo).toBe(answerId)
    expect(threaded.parsed.references).toEqual([sentId, answerId])
  })

  it('from a known address without threading joins the person; an HTML-only message is read as text', async () => {
    await makeInquiry(payload, { email: 'html@answer.example' })
    const raw = await rawMessage({
      from: 'HTML@Answer.example',
      to: 'partners@keystone.example',
      subject: 'A question',
      html: '<p>Hello <b>team</b>, <a href="https://evil.example">see</a><script>alert(1)</script></p><div class="gmail_quote">On Monday you wrote:<blockquote>old text</blockquote></div>',
    })
    expect(await deliver(raw)).toEqual({ outcome: 'stored', kind: 'reply' })
    const entry = (await personOf('html@answer.example')).timeline.find((each) => each.type === 'email-in')
    expect(entry?.text).toBe('Hello team, see')

    // The same mailbox however spelled: a +tag, Gmail's dots and its other domain.
    await makeInquiry(payload, { email: 'jane.doe@gmail.com' })
    const spelled = await rawMessage({
      from: 'Jane.Doe+work@googlemail.com',
      to: 'p@k.example',
      subject: 'Hi',
      text: 'Hi',
    })
    expect(await deliver(spelled)).toEqual({ outcome: 'stored', kind: 'reply' })
    expect((await personOf('jane.doe@gmail.com')).timeline[0]).toMatchObject({ type: 'email-in', text: 'Hi' })
  })

  it('is not stored from a stranger, nor with a forged In-Reply-To naming a message the product did not send', async () => {
    const forged = await rawMessage({
      from: 'stranger@nowhere.example',
      to: 'partners@keystone.example',
      subject: 'Re: Thanks',
      inReplyTo: '<made-up@keystone.example>',
      references: ['<made-up@keystone.example>'],
      text: 'Buy now',
    })
    expect(await deliver(forged)).toEqual({ outcome: 'unmatched', kind: 'reply' })
    expect((await stored()).some((doc) => doc.fromAddress === 'stranger@nowhere.example')).toBe(false)
  })

  it('marks an automatic reply, which awaits no answer and tells no one', async () => {
    const { mail } = await leadWithReply('away@answer.example', 'Hello from the firm')
    const jobsBefore = (await openJobs(payload, 'leads')).length
    const raw = await rawMessage({
      from: 'away@answer.example',
      to: 'partners@keystone.example',
      subject: 'Out of office',
      inReplyTo: mail.parsed.messageId,
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am away until Monday.',
    })
    expect(await deliver(raw)).toEqual({ outcome: 'stored', kind: 'auto-reply' })
    const person = await personOf('away@answer.example')
    expect(person.awaitingAnswer).toBe(false)
    expect(person.timeline[0]).toMatchObject({ type: 'email-in', kind: 'auto-reply', text: 'I am away until Monday.' })
    expect((await openJobs(payload, 'leads')).length).toBe(jobsBefore)
  })

  it('marks the address bouncing on a delivery failure', async () => {
    const { mail } = await leadWithReply('gone@answer.example', 'Hello again')
    expect(await deliver(bounceMessage('gone@answer.example', mail.parsed.messageId!))).toEqual({
      outcome: 'stored',
      kind: 'bounce',
    })
    const person = await personOf('gone@answer.example')
    expect(person.bouncing).toBe(true)
    expect(person.awaitingAnswer).toBe(false)
    expect(person.timeline[0]).toMatchObject({
      type: 'email-in',
      kind: 'bounce',
      summary: 'Bounced: mail to gone@answer.example could not be delivered',
    })
  })

  it('of 50,000 lines or with 1,000 attachments is taken within the size bound', async () => {
    await makeInquiry(payload, { email: 'big@answer.example' })
    const lines = await rawMessage({
      from: 'big@answer.example',
      to: 'partners@keystone.example',
      subject: 'Long',
      text: Array.from({ length: 50_000 }, (_, i) => `line ${i}`).join('\n'),
    })
    expect(lines.length).toBeLessThan(2 * 1024 * 1024)
    expect(await deliver(lines)).toEqual({ outcome: 'stored', kind: 'reply' })
    const many = await rawMessage({
      from: 'big@answer.example',
      to: 'partners@keystone.example',
      subject: 'Files',
      text: 'Here they are.',
      attachments: Array.from({ length: 1000 }, (_, i) => ({ filename: `file-${i}.txt`, content: 'x' })),
    })
    expect(many.length).toBeLessThan(2 * 1024 * 1024)
    expect(await deliver(many)).toEqual({ outcome: 'stored', kind: 'reply' })
    const files = (await stored()).find((doc) => doc.subject === 'Files')!
    expect(files.attachmentCount).toBe(1000)
    expect(files.attachments).toHaveLength(50)
    const long = (await stored()).find((doc) => doc.subject === 'Long')!
    expect(long.text!.length).toBe(20_000)
  })

  it('is erased with the person', async () => {
    await makeInquiry(payload, { email: 'erase@answer.example' })
    await deliver(await rawMessage({ from: 'erase@answer.example', to: 'p@k.example', subject: 'Hi', text: 'Hi' }))
    const answer = await call(erase, '/api/personal-data/erase', { ...admin, body: { email: 'erase@answer.example' } })
    expect(answer.status).toBe(200)
    expect((answer.json() as { erased: Record<string, number> }).erased).toMatchObject({ 'inbound-emails': 1 })
    expect((await stored()).some((doc) => doc.fromAddress === 'erase@answer.example')).toBe(false)
  })
})

describe('POST /api/inbound-email without INBOUND_EMAIL_TOKEN', () => {
  it('is off: 404', async () => {
    const token = process.env.INBOUND_EMAIL_TOKEN
    delete process.env.INBOUND_EMAIL_TOKEN
    try {
      const response = await post('From: a@b.example\r\n\r\nx')
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Inbound e-mail is off: INBOUND_EMAIL_TOKEN is not set')
    } finally {
      process.env.INBOUND_EMAIL_TOKEN = token
    }
  })
})
