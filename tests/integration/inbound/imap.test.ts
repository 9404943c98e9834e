import { ImapFlow } from 'imapflow'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { inquiryReply } from '../lead-routes'
import * as inbound from '@/app/api/inbound-email/route'
import * as people from '@/app/api/people/route'
import type { Person } from '@/contracts/people'
import { MailboxReader, TAKEN_FLAG } from '@/leads/inbound/imap'
import { metrics } from '@/metrics/registry'

import { Dovecot, dovecotBinary } from '../../fixtures/dovecot'
import { SmtpSink } from '../../fixtures/smtp-sink'
import { admin, call } from '../api/fixtures'
import { testPayload } from '../helpers'
import { makeInquiry } from '../inbox/fixtures'
import { runDue } from '../leads/queue'
import { freshId, rawMessage } from './messages'

const SMTP_PORT = 4852
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4852'
  process.env.EMAIL_FROM = 'Keystone Leads <leads@keystone.example>'
  process.env.INBOUND_EMAIL_TOKEN = 'imap-test-token'
})

if (!dovecotBinary) console.warn('Skipping the IMAP tests: dovecot is not installed (apt-get install dovecot-imapd)')

let payload: Payload
const sink = new SmtpSink()
const dovecot = new Dovecot()
let url = ''
let mailbox: ImapFlow
const readers: MailboxReader[] = []

beforeAll(async () => {
  if (!dovecotBinary) return
  await sink.start(SMTP_PORT)
  url = await dovecot.start()
  payload = await testPayload()
  const { port } = dovecot
  mailbox = new ImapFlow({
    host: '127.0.0.1',
    port,
    secure: false,
    auth: { user: 'founders', pass: 'secret' },
    logger: false,
  })
  await mailbox.connect()
})
afterAll(async () => {
  for (const reader of readers) await reader.stop()
  await mailbox?.logout()
  await dovecot.stop()
  await sink.stop()
})

const personOf = async (email: string) =>
  (await call(people.GET, `/api/people?${new URLSearchParams({ email })}`, admin)).json() as Person

const flagsOf = async () => {
  const lock = await mailbox.getMailboxLock('INBOX')
  try {
    const flags: Record<string, string[]> = {}
    for await (const message of mailbox.fetch('1:*', { flags: true, envelope: true }))
      flags[message.envelope?.subject ?? ''] = [...(message.flags ?? [])]
    return flags
  } finally {
    lock.release()
  }
}

describe.skipIf(!dovecotBinary)('the inbound mailbox (a real Dovecot)', () => {
  it('takes a founder’s answer once across two instances, flags every message, skips what is no message', async () => {
    const lead = await makeInquiry(payload, { firstName: 'Ida', email: 'ida@imap.example' })
    await runDue(payload, 'leads', 2)
    const id = String(lead.id)
    await call(inquiryReply.POST, `/api/contact/${id}/reply`, {
      ...admin,
      body: { subject: 'Hello Ida', text: 'Hi' },
      id,
    })
    await runDue(payload, 'leads')
    const sent = await sink.waitFor((message) => message.subject === 'Hello Ida')

    const answer = await rawMessage({
      from: 'Ida <ida@imap.example>',
      to: 'inbox@keystone.example',
      subject: 'Re: Hello Ida',
      messageId: freshId(),
      inReplyTo: sent.parsed.messageId,
      references: [sent.parsed.messageId!],
      text: 'Happy to talk.\n\nOn Monday you wrote:\n> Hi\n',
    })
    await mailbox.append('INBOX', answer)
    await mailbox.append('INBOX', Buffer.from('this is no message at all\r\n\x01\x02 garbage\r\n'))
    await mailbox.append(
      'INBOX',
      await rawMessage({ from: 'spam@stranger.example', to: 'inbox@keystone.example', subject: 'Offer', text: 'Buy' }),
    )

    // Two instances read the same mailbox at once; the claim in the database lets one take each message.
    readers.push(new MailboxReader(payload, url), new MailboxReader(payload, url))
    expect(await Promise.all(readers.map((reader) => reader.start()))).toEqual([true, true])
    await Promise.all(readers.map((reader) => reader.pass()))
    const total = (key: 'stored' | 'skipped' | 'unmatched' | 'duplicate') =>
      readers.reduce((sum, reader) => sum + reader.totals[key], 0)
    // Each message taken by one of them: none seen twice.
    expect({
      stored: total('stored'),
      skipped: total('skipped'),
      unmatched: total('unmatched'),
      duplicate: total('duplicate'),
    }).toEqual({ stored: 1, skipped: 1, unmatched: 1, duplicate: 0 })
    expect(await metrics().registry.getSingleMetricAsString('inbound_email_skipped_total')).toContain(
      'inbound_email_skipped_total 1',
    )

    const person = await personOf('ida@imap.example')
    const entries = person.timeline.filter((entry) => entry.type === 'email-in')
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ subject: 'Re: Hello Ida', text: 'Happy to talk.', kind: 'reply' })
    expect(person.awaitingAnswer).toBe(true)
    const flags = await flagsOf()
    expect(Object.values(flags).every((each) => each.includes(TAKEN_FLAG))).toBe(true)
    expect(Object.keys(flags)).toHaveLength(3)
    // Nothing is stored from the stranger.
    expect(await payload.count({ collection: 'inbound-emails', overrideAccess: true })).toMatchObject({ totalDocs: 1 })

    // The provider's inbound route delivers the same message: still one.
    const posted = await inbound.POST(
      new Request('http://localhost:3000/api/inbound-email', {
        method: 'POST',
        headers: { authorization: 'Bearer imap-test-token', 'content-type': 'message/rfc822' },
        body: new Uint8Array(answer),
      }),
      undefined as never,
    )
    expect(await posted.json()).toEqual({ outcome: 'duplicate', kind: 'reply' })
  })

  it('takes a message that arrives while it waits (IDLE)', async () => {
    await mailbox.append(
      'INBOX',
      await rawMessage({
        from: 'ida@imap.example',
        to: 'inbox@keystone.example',
        subject: 'One more thing',
        text: 'PS',
      }),
    )
    await expect
      .poll(async () => (await personOf('ida@imap.example')).timeline.some((e) => e.subject === 'One more thing'), {
        timeout: 30_000,
      })
      .toBe(true)
    await expect.poll(async () => (await flagsOf())['One more thing'], { timeout: 10_000 }).toContain(TAKEN_FLAG)
  })
})
