import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { assessments } from '../lead-routes'

import { mailedPayload } from '../mailed-payload'
import { allAnswers, businessBody, humanFields } from '../api/bodies'
import { call, nextIp } from '../api/fixtures'
import { runDue } from '../leads/queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4832'
  process.env.EMAIL_FROM = 'Keystone Leads <leads@keystone.example>'
})

let payload: Payload

const sink = mailedPayload((started) => (payload = started), {
  contactEmail: 'partners@keystone.example',
  notificationEmails: [{ email: 'deals@keystone.example' }],
})

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
