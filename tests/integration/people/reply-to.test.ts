import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { assessments } from '../lead-routes'

import { SmtpSink } from '../../fixtures/smtp-sink'
import { allAnswers, businessBody, humanFields } from '../api/bodies'
import { call, nextIp } from '../api/fixtures'
import { testPayload } from '../helpers'
import { runDue } from '../leads/queue'

const SMTP_PORT = 4832
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4832'
  process.env.EMAIL_FROM = 'Keystone Leads <leads@keystone.example>'
})

let payload: Payload
const sink = new SmtpSink()

beforeAll(async () => {
  await sink.start(SMTP_PORT)
  payload = await testPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: { contactEmail: 'partners@keystone.example', notificationEmails: [{ email: 'deals@keystone.example' }] },
  })
})
afterAll(() => sink.stop())

const replyToOf = (mail: { parsed: { replyTo?: { value: { address?: string }[] } } }) =>
  mail.parsed.replyTo?.value.map((address) => address.address)

describe('Reply-To', () => {
  it('is the lead on the firm’s notification, and the firm’s contact address on the founder’s results', async () => {
    const answer = await call(assessments.POST, '/api/assessments', {
      ip: nextIp(),
      body: {
        ...businessBody('Reply Co'),
        contactEmail: 'founder@reply.example',
        answers: allAnswers(3),
        emailResults: true,
        ...humanFields(),
      },
    })
    expect(answer.status).toBe(201)
    await runDue(payload, 'ai')
    await runDue(payload, 'leads', 2)
    const results = await sink.waitFor((mail) => mail.to.includes('founder@reply.example'))
    expect(replyToOf(results)).toEqual(['partners@keystone.example'])
    const notification = await sink.waitFor((mail) => mail.to.includes('deals@keystone.example'))
    expect(replyToOf(notification)).toEqual(['founder@reply.example'])
    expect(notification.from).toBe('leads@keystone.example')
  })
})
