import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as calcomRoute from '@/app/api/meetings/calcom/route'
import { DEFAULT_TEAM_CATEGORY } from '@/contracts/enumerations'

import { apiRequest, routeParams, testPayload } from '../helpers'

const SECRET = 'calcom-test-secret'
vi.hoisted(() => {
  process.env.CALCOM_WEBHOOK_SECRET = 'calcom-test-secret'
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'cal@keystone.example', password: 'a-long-password-1', name: 'Cal Partner', role: 'partner' },
  })
  await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: { name: 'Cal Partner', title: 'Partner', teamCategory: DEFAULT_TEAM_CATEGORY, isActive: true, user: user.id },
  })
})

const body = (triggerEvent: string) =>
  JSON.stringify({
    triggerEvent,
    payload: {
      uid: 'cal-123',
      startTime: '2026-12-20T15:00:00Z',
      endTime: '2026-12-20T15:30:00Z',
      title: 'Intro call',
      organizer: { email: 'CAL@keystone.example', name: 'Cal Partner' },
      attendees: [{ name: 'Fay Founder', email: 'fay@founder.example', timeZone: 'Europe/Paris' }],
    },
  })

const sign = (raw: string, secret = SECRET) => createHmac('sha256', secret).update(raw).digest('hex')

async function post(raw: string, signature: string | null) {
  const response = await calcomRoute.POST(
    apiRequest('/api/meetings/calcom', {
      rawBody: raw,
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-cal-signature-256': signature }),
      },
    }),
    routeParams({}) as never,
  )
  return { status: response.status, text: await response.text() }
}

const stored = async () =>
  (
    await payload.find({
      collection: 'meetings',
      where: { externalId: { equals: 'calcom:cal-123' } },
      overrideAccess: true,
      depth: 1,
    })
  ).docs

describe('the cal.com webhook', () => {
  it('refuses a missing or wrong signature and stores nothing', async () => {
    const raw = body('BOOKING_CREATED')
    expect((await post(raw, null)).status).toBe(401)
    expect((await post(raw, sign(raw, 'another-secret'))).status).toBe(401)
    expect((await post(`${raw} `, sign(raw))).status).toBe(401)
    expect(await stored()).toHaveLength(0)
  })

  it('stores a signed booking once, under the organiser’s team member, and a signed cancellation cancels it', async () => {
    const raw = body('BOOKING_CREATED')
    expect((await post(raw, sign(raw))).status).toBe(201)
    expect((await post(raw, sign(raw))).status).toBe(200)
    const [meeting] = await stored()
    expect(await stored()).toHaveLength(1)
    expect(meeting).toMatchObject({
      status: 'booked',
      name: 'Fay Founder',
      email: 'fay@founder.example',
      origin: 'calcom',
      start: '2026-12-20T15:00:00.000Z',
    })
    expect(typeof meeting.partner === 'object' && meeting.partner.name).toBe('Cal Partner')

    const cancel = body('BOOKING_CANCELLED')
    expect((await post(cancel, sign(cancel))).status).toBe(200)
    expect((await stored())[0].status).toBe('cancelled')
    const other = body('MEETING_ENDED')
    expect(JSON.parse((await post(other, sign(other))).text)).toEqual({ ignored: true })
  })
})
