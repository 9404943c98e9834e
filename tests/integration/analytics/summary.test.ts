import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getAnalytics } from '@/app/api/analytics/route'

import { ADMIN_KEY, apiRequest, testPayload } from '../helpers'

const context = { params: Promise.resolve({}) }
const DAY = 24 * 60 * 60 * 1000
let payload: Payload

/** Leads back-dated by whole days (createdAt is set directly, as the timestamp of an import). */
async function assessment(daysAgo: number, annualRevenue: '1m-5m' | '100k-500k') {
  await payload.create({
    collection: 'assessments',
    overrideAccess: true,
    data: {
      businessName: 'Acme',
      contactName: 'Owner',
      contactEmail: 'owner@example.com',
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue,
      totalScore: 60,
      createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
    },
  })
}

async function inquiry(daysAgo: number, inquiryType: 'consulting' | 'partnership' | 'general') {
  await payload.create({
    collection: 'contact-inquiries',
    overrideAccess: true,
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      inquiryType,
      message: 'Hello',
      createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
    },
  })
}

const summary = async (query = '') => {
  const response = await getAnalytics(apiRequest(`/api/analytics${query}`, { key: ADMIN_KEY }), context)
  expect(response.status).toBe(200)
  return response.json()
}

beforeAll(async () => {
  payload = await testPayload()
  await assessment(0, '1m-5m')
  await assessment(0, '1m-5m')
  await assessment(3, '100k-500k')
  await assessment(20, '1m-5m')
  await assessment(200, '100k-500k')
  await inquiry(1, 'consulting')
  await inquiry(10, 'partnership')
  await inquiry(10, 'partnership')
})

describe('GET /api/analytics', () => {
  it('needs the admin key and a known range', async () => {
    expect((await getAnalytics(apiRequest('/api/analytics'), context)).status).toBe(401)
    const bad = await getAnalytics(apiRequest('/api/analytics?range=week', { key: ADMIN_KEY }), context)
    expect(bad.status).toBe(400)
  })

  it('answers the Analytics summary for the last 30 days by default', async () => {
    const body = await summary()
    expect(body).toEqual({
      totalAssessments: 4,
      totalContacts: 3,
      conversionMetrics: { assessmentsThisWeek: 3, contactsThisWeek: 1, assessmentsThisMonth: 4, contactsThisMonth: 3 },
      topBusinessTypes: [
        { revenue: '1m-5m', count: 3 },
        { revenue: '100k-500k', count: 1 },
      ],
      inquiryTypes: [
        { type: 'partnership', count: 2 },
        { type: 'consulting', count: 1 },
      ],
      recentActivity: expect.any(Array),
      // Leads stored without a first touch (imports, visits without the tracker) have an unknown source.
      leadsBySource: [
        {
          source: '',
          visitors: 0,
          inquiries: 3,
          assessments: 4,
          highPotential: 0,
          conversionRate: 0,
          reached: { qualified: 0, in_diligence: 0, invested: 0 },
          meetings: 0,
        },
      ],
      // Nor a channel, campaign or source to count them under.
      conversions: { channels: [], campaigns: [], sources: [] },
      leadFiltersNotApplied: [],
    })
    const activity = body.recentActivity as { type: string; count: number; date: string }[]
    expect(activity.map((entry) => entry.type).sort()).toEqual([
      'assessment',
      'assessment',
      'assessment',
      'contact',
      'contact',
    ])
    expect(activity.map((entry) => entry.date)).toEqual([...activity.map((entry) => entry.date)].sort().reverse())
    expect(activity.find((entry) => entry.type === 'assessment')?.count).toBe(2)
    expect(activity.filter((entry) => entry.type === 'contact').map((entry) => entry.count)).toEqual([1, 2])
  })

  it('counts every lead for range=all', async () => {
    const body = await summary('?range=all')
    expect(body.totalAssessments).toBe(5)
    expect(body.topBusinessTypes).toEqual([
      { revenue: '1m-5m', count: 3 },
      { revenue: '100k-500k', count: 2 },
    ])
    expect(body.conversionMetrics.assessmentsThisMonth).toBe(4)
  })

  it('shows at most 10 days of recent activity', async () => {
    for (let day = 30; day < 45; day += 1) await inquiry(day, 'general')
    const body = await summary('?range=all')
    expect(body.recentActivity).toHaveLength(10)
  })
})
