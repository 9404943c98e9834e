import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as cancelRoute from '@/app/api/meetings/[ref]/cancel/route'
import * as meetingsRoute from '@/app/api/meetings/route'
import * as slotsRoute from '@/app/api/meetings/slots/route'
import { DEFAULT_TEAM_CATEGORY } from '@/contracts/enumerations'
import type { BookingAnswer, SlotsAnswer } from '@/contracts/meetings'
import { MEETINGS_QUEUE } from '@/leads/meetings/jobs'

import { FakeHttp, type Received } from '../../fixtures/fake-http'
import { nextIp } from '../api/fixtures'
import { apiRequest, routeParams, testPayload } from '../helpers'
import { runDue } from '../leads/queue'

const SECRET = 'meetings-webhook-secret'
vi.hoisted(() => {
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload
const webhook = new FakeHttp()
const hubspot = new FakeHttp((request: Received) => {
  if (request.method === 'GET') return { status: 404, body: {} }
  if (request.path === '/crm/v3/objects/contacts') return { status: 201, body: { id: '501' } }
  if (request.path === '/crm/v3/objects/meetings') return { status: 201, body: { id: '9001' } }
  return { status: 200, body: {} }
})

beforeAll(async () => {
  process.env.CRM_WEBHOOK_URL = `${await webhook.start()}/hooks/meetings`
  process.env.CRM_WEBHOOK_SECRET = SECRET
  process.env.HUBSPOT_BASE_URL = await hubspot.start()
  process.env.HUBSPOT_ACCESS_TOKEN = 'pat-test-token'
  process.env.OUTBOX_DIR = `${process.env.MEDIA_DIR}-outbox`
  payload = await testPayload()
  await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: {
      name: 'Crm Partner',
      title: 'Partner',
      teamCategory: DEFAULT_TEAM_CATEGORY,
      isActive: true,
      availability: {
        bookable: true,
        timeZone: 'UTC',
        weeklyHours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
          day,
          start: '09:00',
          end: '17:00',
        })),
      },
    },
  })
})
afterAll(async () => {
  await webhook.stop()
  await hubspot.stop()
})

const send = async (handler: (r: Request, c: never) => Promise<Response>, path: string, init = {}, ref = '') => {
  const response = await handler(apiRequest(path, { ip: nextIp(), ...init }), routeParams({ ref }) as never)
  return { status: response.status, text: await response.text() }
}

describe('meetings reach the CRM', () => {
  it('sends signed meeting.booked and meeting.cancelled, and a meeting activity on the HubSpot contact', async () => {
    const { slots } = JSON.parse((await send(slotsRoute.GET, '/api/meetings/slots?tz=UTC')).text) as SlotsAnswer
    const created = await send(meetingsRoute.POST, '/api/meetings', {
      body: {
        start: slots[2].start,
        partnerId: slots[2].partner.id,
        name: 'Hal Founder',
        email: 'hal@founder.example',
        note: '<b>bold</b> plans',
        formStartTime: Date.now() - 60_000,
      },
    })
    expect(created.status).toBe(201)
    const booked = JSON.parse(created.text) as BookingAnswer
    await runDue(payload, MEETINGS_QUEUE)

    const events = () =>
      webhook.requests.map((request) => JSON.parse(request.body) as { event: string; meeting: { start: string } })
    expect(events().map((event) => event.event)).toEqual(['meeting.booked'])
    expect(events()[0].meeting.start).toBe(booked.start)
    const [delivery] = webhook.requests
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(delivery.headers['x-signature']))!
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${delivery.body}`).digest('hex'))

    const posted = hubspot.requests.find((request) => request.path === '/crm/v3/objects/meetings')!
    const activity = JSON.parse(posted.body) as {
      properties: Record<string, string>
      associations: { to: { id: string } }[]
    }
    expect(activity.properties).toMatchObject({ hs_meeting_start_time: booked.start, hs_meeting_outcome: 'SCHEDULED' })
    expect(activity.properties.hs_meeting_body).toContain('&lt;b&gt;bold&lt;/b&gt; plans')
    expect(activity.associations[0].to.id).toBe('501')

    const token = booked.manageUrl.split('/').at(-1)!
    expect((await send(cancelRoute.POST, '/x', { method: 'POST' }, token)).status).toBe(200)
    await runDue(payload, MEETINGS_QUEUE)
    expect(events().map((event) => event.event)).toEqual(['meeting.booked', 'meeting.cancelled'])
    const patched = hubspot.requests.find((request) => request.method === 'PATCH')!
    expect(patched.path).toBe('/crm/v3/objects/meetings/9001')
    expect(JSON.parse(patched.body).properties.hs_meeting_outcome).toBe('CANCELED')
  })
})
