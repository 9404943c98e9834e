import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as subscribeRoute from '@/app/api/newsletter/route'
import * as byIdRoute from '@/app/api/newsletter/subscribers/[id]/route'
import * as exportRoute from '@/app/api/newsletter/subscribers/export/route'
import * as growthRoute from '@/app/api/newsletter/subscribers/growth/route'
import * as subscribersRoute from '@/app/api/newsletter/subscribers/route'
import { POST as erase } from '@/app/api/personal-data/erase/route'
import type { SubscriberGrowth, SubscriberPage } from '@/contracts/newsletter'
import { weekStart } from '@/newsletter/subscribers'

import { admin, call, nextIp } from '../api/fixtures'
import { testPayload } from '../helpers'

let payload: Payload
const BULK = 100_000

const list = async (query = '') => {
  const answer = await call(subscribersRoute.GET, `/api/newsletter/subscribers${query}`, admin)
  expect(answer.status).toBe(200)
  return answer.json() as SubscriberPage
}

beforeAll(async () => {
  payload = await testPayload()
  // 100,000 subscribers, one a minute from 2026-01-01, every tenth pending, a third from /insights.
  await (payload.db as unknown as SQLiteAdapter).client.execute(`
    INSERT INTO newsletter_subscribers (email, mailbox, status, source_page, created_at, updated_at)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BULK})
    SELECT 'bulk' || i || '@list.example', 'bulk' || i || '@list.example',
      CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'confirmed' END,
      CASE WHEN i % 3 = 0 THEN '/insights' ELSE '/' END,
      strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes'),
      strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes')
    FROM n`)
})

describe('the subscribers in the dashboard', () => {
  it('pages through 100,000 subscribers newest first, keeping the counts, by address and status', async () => {
    const first = await list()
    expect(first).toMatchObject({ confirmed: 90_000, pending: 10_000, totalDocs: BULK, page: 1, totalPages: 2000 })
    expect(first.docs).toHaveLength(50)
    expect(first.docs[0]).toMatchObject({ email: `bulk${BULK}@list.example`, status: 'pending', sourcePage: '/' })
    const deep = await list('?page=1500')
    expect(deep.docs[0]!.email).toBe(`bulk${BULK - 1499 * 50}@list.example`)
    expect(deep.docs.map((doc) => Object.keys(doc).sort())[0]).toEqual(
      ['confirmedAt', 'email', 'id', 'leadsSince', 'meetingsSince', 'sourcePage', 'status', 'subscribedAt'].sort(),
    )
    expect((await list('?q=bulk9999@&status=confirmed')).docs.map((doc) => doc.email)).toEqual([
      'bulk9999@list.example',
    ])
    expect((await list('?status=pending')).totalDocs).toBe(10_000)
  })

  it('refuses a bad parameter by name, and every call without the key', async () => {
    const bad = await call(subscribersRoute.GET, '/api/newsletter/subscribers?status=gone&page=0', admin)
    expect(bad.status).toBe(400)
    expect(bad.headers.get('x-invalid-fields')).toBe('page,status')
    for (const [handler, path] of [
      [subscribersRoute.GET, '/api/newsletter/subscribers'],
      [exportRoute.GET, '/api/newsletter/subscribers/export'],
      [growthRoute.GET, '/api/newsletter/subscribers/growth'],
    ] as const)
      expect((await call(handler, path)).status).toBe(401)
    expect((await call(byIdRoute.DELETE, '/api/newsletter/subscribers/1', { method: 'DELETE', id: '1' })).status).toBe(
      401,
    )
  })

  it('exports the matching subscribers as streamed CSV', async () => {
    const answer = await call(exportRoute.GET, '/api/newsletter/subscribers/export?q=bulk1000', admin)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="newsletter-subscribers.csv"')
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Email,Status,Subscribed at,Confirmed at,Source page,Leads since,Meetings since')
    // bulk1000, bulk10000–bulk10009 and bulk100000.
    expect(lines).toHaveLength(1 + 12)
    expect(lines[1]).toMatch(/^bulk1000@list\.example,pending,2026-01-01T16:40:00\.000Z,,\/,0,0$/)
  })

  it('keeps the page a visitor subscribed on, counts their later leads by mailbox, and shows growth', async () => {
    const answer = await call(subscribeRoute.POST, '/api/newsletter', {
      ip: nextIp(),
      body: { email: 'Ana.Ruiz+news@gmail.com', sourcePage: '/insights/succession-12' },
    })
    expect(answer.status).toBe(202)
    await payload.create({
      collection: 'contact-inquiries',
      overrideAccess: true,
      data: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'anaruiz@gmail.com',
        companyName: 'Ruiz Family Dental',
        industry: 'Healthcare',
        inquiryType: 'general',
        message: 'Hello',
      } as never,
    })
    const partner = await payload.create({
      collection: 'team-members',
      overrideAccess: true,
      data: { name: 'Subscriber Partner', title: 'Partner', teamCategory: 'Investment Team', isActive: true },
    })
    await payload.create({
      collection: 'meetings',
      overrideAccess: true,
      data: {
        partner: partner.id,
        start: '2030-01-07T15:00:00.000Z',
        end: '2030-01-07T15:30:00.000Z',
        status: 'booked',
        name: 'Ana Ruiz',
        email: 'AnaRuiz@gmail.com',
        uid: 'subscriber-1@meetings',
        sequence: 0,
        origin: 'product',
      },
    })
    const found = (await list('?q=ana.ruiz')).docs[0]!
    expect(found).toMatchObject({
      email: 'Ana.Ruiz+news@gmail.com',
      status: 'pending',
      sourcePage: '/insights/succession-12',
      leadsSince: 1,
      meetingsSince: 1,
    })

    const growth = (await call(growthRoute.GET, '/api/newsletter/subscribers/growth', admin)).json() as SubscriberGrowth
    expect(growth.weeks).toHaveLength(12)
    expect(growth.weeks.at(-1)).toEqual({ week: weekStart(new Date()).toISOString().slice(0, 10), subscribed: 1 })
    expect(growth.sources.slice(0, 2)).toEqual([
      { sourcePage: '/', subscribers: 66_667 },
      { sourcePage: '/insights', subscribers: 33_333 },
    ])
    expect(growth.sources).toContainEqual({ sourcePage: '/insights/succession-12', subscribers: 1 })
  })

  it('deletes one subscriber by id, and erasing a person erases their subscription', async () => {
    const target = (await list('?q=bulk77@')).docs[0]!
    const gone = await call(byIdRoute.DELETE, `/api/newsletter/subscribers/${target.id}`, {
      ...admin,
      method: 'DELETE',
      id: String(target.id),
    })
    expect(gone.status).toBe(200)
    expect((await list('?q=bulk77@')).totalDocs).toBe(0)
    const again = await call(byIdRoute.DELETE, `/api/newsletter/subscribers/${target.id}`, {
      ...admin,
      method: 'DELETE',
      id: String(target.id),
    })
    expect(again.status).toBe(404)

    expect((await list('?q=bulk78@')).totalDocs).toBe(1)
    const erased = await call(erase, '/api/personal-data/erase', { ...admin, body: { email: 'bulk78@list.example' } })
    expect(erased.status).toBe(200)
    expect((await list('?q=bulk78@')).totalDocs).toBe(0)
  })
})
