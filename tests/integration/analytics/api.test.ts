import { beforeAll, describe, expect, it } from 'vitest'

import { TABLES } from '@/analytics/store/types'
import { POST as postEvent } from '@/app/api/events/route'
import { GET as getAnalyticsSummary } from '@/app/api/analytics/route'
import { GET as getVisitorAnalytics } from '@/app/api/visitor-analytics/route'
import type { VisitorAnalytics } from '@/contracts/analytics-answers'

import { BOT_USER_AGENTS, BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { ADMIN_KEY, apiRequest, testPayload } from '../helpers'
import { sqliteClient } from './harness'

const PAGE = 'http://localhost:3000/insights?page=2'
const context = { params: Promise.resolve({}) }

function event(
  body: unknown,
  {
    ip = '192.0.2.1',
    userAgent = BROWSER_USER_AGENTS[0],
    type = 'text/plain;charset=UTF-8',
    cookie = '',
    cdnCountry = 'CA',
  } = {},
) {
  return postEvent(
    apiRequest('/api/events', {
      method: 'POST',
      rawBody: typeof body === 'string' ? body : JSON.stringify(body),
      ip,
      headers: {
        'content-type': type,
        'user-agent': userAgent,
        ...(cdnCountry ? { 'cf-ipcountry': cdnCountry } : {}),
        ...(cookie ? { cookie } : {}),
      },
    }),
    context,
  )
}

async function report(range = 'all'): Promise<VisitorAnalytics> {
  const response = await getVisitorAnalytics(
    apiRequest(`/api/visitor-analytics?range=${range}`, { key: ADMIN_KEY }),
    context,
  )
  expect(response.status).toBe(200)
  return response.json()
}

describe('POST /api/events', () => {
  beforeAll(async () => {
    const client = await sqliteClient()
    for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
  })

  it('accepts a JSON or text/plain pageview with 202 and stores it', async () => {
    const before = (await report()).pageViews
    expect((await event({ name: 'pageview', url: PAGE, referrer: '', width: 1440 })).status).toBe(202)
    const json = await event(
      { name: 'pageview', url: PAGE, referrer: '' },
      { type: 'application/json', ip: '192.0.2.2' },
    )
    expect(json.status).toBe(202)
    const after = await report()
    expect(after.pageViews).toBe(before + 2)
    expect(after.countryBreakdown[0]).toEqual({ country: 'CA', percentage: 100 })
    expect(after.topPages[0]).toEqual({ path: '/insights', views: 2, uniqueViews: 2 })
  })

  it.each([
    ['a URL over 2,000 characters', { name: 'pageview', url: `${PAGE}&q=${'a'.repeat(2000)}` }],
    [
      'a referrer over 2,000 characters',
      { name: 'pageview', url: PAGE, referrer: `https://a.example/${'a'.repeat(2000)}` },
    ],
    ['an event name that is not a name', { name: '<b>Sign up</b>', url: PAGE }],
    ['a URL that is not http(s)', { name: 'pageview', url: 'javascript:alert(1)' }],
    ['a width that is not a number', { name: 'pageview', url: PAGE, width: 'wide' }],
    ['invalid JSON', '{"name": "pageview"'],
  ])('rejects %s with 400', async (_label, body) => {
    const before = (await report()).pageViews
    const response = await event(body)
    expect(response.status).toBe(400)
    expect(await response.text()).not.toBe('')
    expect((await report()).pageViews).toBe(before)
  })

  it('drops the visits of staff signed in to the CMS with 202, like those holding the admin key', async () => {
    const payload = await testPayload()
    const login = { email: 'analytics-editor@example.com', password: 'editor-password-1' }
    await payload.create({ collection: 'users', overrideAccess: true, data: { ...login, name: 'Ed', role: 'editor' } })
    const { token } = await payload.login({ collection: 'users', data: login })
    const before = await report()
    const signedIn = { ip: '192.0.2.77', cookie: `theme=dark; payload-token=${token}` }
    expect((await event({ name: 'pageview', url: PAGE }, signedIn)).status).toBe(202)
    expect(await report()).toEqual(before)
    // The same browser after signing out counts.
    expect((await event({ name: 'pageview', url: PAGE }, { ip: '192.0.2.77', cookie: 'theme=dark' })).status).toBe(202)
    expect((await report()).pageViews).toBe(before.pageViews + 1)
  })

  it('without a CDN header, takes the country from the shipped address database and stores no address', async () => {
    expect((await event({ name: 'pageview', url: PAGE }, { ip: '8.8.8.8', cdnCountry: '' })).status).toBe(202)
    expect((await report()).countryBreakdown.map((row) => row.country)).toContain('US')
    // A CDN's header wins where one is believed (the front server drops it from untrusted senders).
    expect((await event({ name: 'pageview', url: PAGE }, { ip: '8.8.4.4', cdnCountry: 'GB' })).status).toBe(202)
    expect((await report()).countryBreakdown.map((row) => row.country)).toContain('GB')
  })

  it('accepts and ignores a well-formed event name it does not know', async () => {
    const before = await report()
    expect((await event({ name: 'signup', url: PAGE }, { ip: '192.0.2.3' })).status).toBe(202)
    expect(await report()).toEqual(before)
  })

  it('refuses a body over 4 kB with 413', async () => {
    const before = (await report()).pageViews
    const response = await event({ name: 'pageview', url: PAGE, referrer: 'x'.repeat(4100) })
    expect([response.status, await response.text()]).toEqual([413, 'Event body must be at most 4096 bytes'])
    expect((await report()).pageViews).toBe(before)
  })

  it('rejects other content types with 415', async () => {
    expect((await event({ name: 'pageview', url: PAGE }, { type: 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    )
  })

  it('answers bots 202 but drops them, and keeps the 50 most common browsers', async () => {
    const before = await report()
    for (const [index, userAgent] of [...BOT_USER_AGENTS, ''].entries()) {
      expect((await event({ name: 'pageview', url: PAGE }, { userAgent, ip: `192.0.2.${100 + index}` })).status).toBe(
        202,
      )
    }
    expect((await report()).pageViews).toBe(before.pageViews)
    for (const userAgent of BROWSER_USER_AGENTS) {
      expect((await event({ name: 'pageview', url: PAGE }, { userAgent, ip: '192.0.2.200' })).status).toBe(202)
    }
    const after = await report()
    expect(after.pageViews).toBe(before.pageViews + 50)
    expect(after.totalVisitors).toBe(before.totalVisitors + 50)
  })

  it('answers 429 after 120 events in a minute from one visitor', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 121; i += 1)
      statuses.push((await event({ name: 'pageview', url: PAGE }, { ip: '192.0.2.250' })).status)
    expect(statuses.slice(0, 120).every((status) => status === 202)).toBe(true)
    expect(statuses[120]).toBe(429)
    expect((await event({ name: 'pageview', url: PAGE }, { ip: '192.0.2.251' })).status).toBe(202)
  })

  it('never stores an IP address or a user agent', async () => {
    await event({ name: 'contact_submitted', url: PAGE }, { ip: '192.0.2.1' })
    await report()
    const client = await sqliteClient()
    const forbidden = [
      ...BROWSER_USER_AGENTS,
      ...['192.0.2.1', '192.0.2.2', '192.0.2.200', '192.0.2.250', '203.0.113.1'],
      'Mozilla',
      'AppleWebKit',
    ]
    let rows = 0
    for (const table of Object.values(TABLES)) {
      const result = await client.execute(`SELECT * FROM ${table}`)
      expect(result.columns.join(' ')).not.toMatch(/ip|agent|ua\b/i)
      for (const row of result.rows) {
        rows += 1
        const text = JSON.stringify(row)
        for (const value of forbidden) expect(text).not.toContain(value)
      }
    }
    expect(rows).toBeGreaterThan(200)
  })
})

describe('GET /api/visitor-analytics', () => {
  it('needs the admin key', async () => {
    const response = await getVisitorAnalytics(apiRequest('/api/visitor-analytics'), context)
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('Unauthorized: a valid x-api-key header is required')
  })

  it('rejects an unknown range with 400', async () => {
    const response = await getVisitorAnalytics(
      apiRequest('/api/visitor-analytics?range=1y', { key: ADMIN_KEY }),
      context,
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('range must be one of today, 7d, 30d, 90d, 12m, all, custom')
  })

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'from must be a date written YYYY-MM-DD'],
    ['from=2026-03-01', 'to is required with from'],
    ['from=2026-03-05&to=2026-03-01', 'from must be on or before to'],
    ['from=2020-01-01&to=2026-01-01', 'from and to must span at most 3 years'],
    ['range=7d&from=2026-03-01&to=2026-03-02', 'range must be custom or absent when from and to are given'],
  ])('rejects ?%s with 400 naming the parameter', async (query, message) => {
    for (const get of [getVisitorAnalytics, getAnalyticsSummary]) {
      const response = await get(apiRequest(`/api/analytics?${query}`, { key: ADMIN_KEY }), context)
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(message)
    }
  })

  it.each([
    ['colour=blue', 'colour', 'colour is not a filter (filters are channel, source, utm_source'],
    ['source=', 'source', 'source must not be empty'],
    [`source=${'a'.repeat(201)}`, 'source', 'source must be at most 200 characters'],
    ['browser=Chrome%0A', 'browser', 'browser must not hold control characters'],
    ['page=team', 'page', 'page must be a path starting with /'],
    ['country=usa', 'country', 'country must be a two-letter country code (like US) or unknown'],
    ['device=Phone', 'device', 'device must be one of Desktop, Mobile, Tablet'],
    ['channel=Radio', 'channel', 'channel must be one of Direct, Organic Search'],
    ['source=a.com&source=b.com', 'source', 'source must be given once'],
    [
      'channel=Direct&source=a&utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e',
      'filters',
      'at most 6 filters may be combined',
    ],
    ['range=1y&country=usa', 'range,country', 'range must be one of'],
  ])('rejects ?%s with 400 naming %s in X-Invalid-Fields', async (query, fields, message) => {
    for (const get of [getVisitorAnalytics, getAnalyticsSummary]) {
      const response = await get(apiRequest(`/api/analytics?${query}`, { key: ADMIN_KEY }), context)
      expect(response.status).toBe(400)
      expect(response.headers.get('x-invalid-fields')).toBe(fields)
      expect(await response.text()).toContain(message)
    }
  })

  it('takes the filters beside the period on both calls and echoes them', async () => {
    const query = 'range=all&source=direct&country=unknown&page=%2Finsights'
    const visitors = await getVisitorAnalytics(
      apiRequest(`/api/visitor-analytics?${query}`, { key: ADMIN_KEY }),
      context,
    )
    expect(visitors.status).toBe(200)
    const body = await visitors.json()
    expect(body.filters).toEqual({ source: 'direct', page: '/insights', country: 'unknown' })
    const summary = await getAnalyticsSummary(apiRequest(`/api/analytics?${query}`, { key: ADMIN_KEY }), context)
    expect(summary.status).toBe(200)
  })

  it('answers exactly the Visitor analytics shape, 30 days by default', async () => {
    const response = await getVisitorAnalytics(apiRequest('/api/visitor-analytics', { key: ADMIN_KEY }), context)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(
      [
        // The spec's fields, then the period, its trend and the comparison with the period before.
        'period',
        'previousPeriod',
        'series',
        'previousSeries',
        'visitorsNow',
        'goals',
        'assessmentFunnel',
        'channels',
        'campaigns',
        'entryPages',
        'exitPages',
        'utmTerms',
        'utmContents',
        'filters',
        'brokenLinks',
        'totalVisitors',
        'uniqueVisitors',
        'pageViews',
        'bounceRate',
        'avgSessionDuration',
        'conversionMetrics',
        'deviceBreakdown',
        'browserBreakdown',
        'countryBreakdown',
        'topPages',
        'topReferrers',
        'hourlyTraffic',
      ].sort(),
    )
    expect(Object.keys(body.conversionMetrics)).toEqual(['assessmentConversionRate'])
    expect(body.deviceBreakdown[0]).toEqual({ device: expect.any(String), percentage: expect.any(Number) })
    expect(body.browserBreakdown[0]).toEqual({ browser: expect.any(String), percentage: expect.any(Number) })
    expect(body.topPages[0]).toEqual({ path: '/insights', views: expect.any(Number), uniqueViews: expect.any(Number) })
    expect(body.topReferrers[0]).toEqual({ referrer: 'direct', visitors: expect.any(Number) })
    expect(body.hourlyTraffic).toHaveLength(24)
    expect(body.period).toEqual({
      range: '30d',
      from: expect.any(String),
      to: expect.any(String),
      granularity: 'day',
      compare: 'previous',
    })
    expect(body.series).toHaveLength(30)
    expect(body.previousSeries).toHaveLength(30)
    expect(body).toEqual(await report('30d'))
  })
})
