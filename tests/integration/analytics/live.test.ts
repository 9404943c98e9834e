import type { Connection } from 'mongoose'
import { describe, expect, it } from 'vitest'

import { Collector } from '@/analytics/collector'
import { liveReportFor } from '@/analytics/queries/visitor-analytics'
import { MongoAnalyticsStore } from '@/analytics/store/mongo'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES, type AnalyticsStore } from '@/analytics/store/types'
import { GET as getLive } from '@/app/api/visitor-analytics/live/route'

import { MingoConnection } from '../../fixtures/mingo-mongo'
import { ADMIN_KEY, apiRequest } from '../helpers'
import { CHROME, HOST, sqliteClient, TIME_ZONE } from './harness'

const MINUTE = 60_000

async function sqlite() {
  const client = await sqliteClient()
  for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
  return new SqliteAnalyticsStore(client)
}

const stores: [string, () => Promise<AnalyticsStore>][] = [
  ['SQLite', sqlite],
  ['MongoDB (mingo)', async () => new MongoAnalyticsStore(new MingoConnection() as unknown as Connection)],
]

describe.each(stores)('the Live card on %s', (_name, open) => {
  it('counts the visitors of the last 30 minutes by the page they are on now and their source', async () => {
    const store = await open()
    const clock = { now: Date.parse('2026-06-10T15:00:00Z') }
    const collector = new Collector(store, TIME_ZONE, () => clock.now)
    const send = (ip: string, path: string, referrer = '') =>
      collector.accept({
        name: 'pageview',
        url: `https://${HOST}${path}`,
        referrer,
        ip,
        userAgent: CHROME,
        host: HOST,
        country: '',
      })
    await send('198.51.100.1', '/team') // left 40 minutes before "now": not live
    clock.now += 10 * MINUTE
    await send('198.51.100.2', '/', 'https://www.google.com/')
    await send('198.51.100.3', '/insights', 'https://www.google.com/')
    clock.now += 20 * MINUTE
    await send('198.51.100.2', '/contact') // moved on: now on /contact
    await send('198.51.100.4', '/insights')
    clock.now += 10 * MINUTE
    const live = await liveReportFor({ store, collector }, clock.now)
    expect(live).toEqual({
      since: '2026-06-10T15:10:00.000Z',
      visitors: 3,
      pages: [
        { path: '/insights', visitors: 2 },
        { path: '/contact', visitors: 1 },
      ],
      sources: [
        { source: 'google.com', visitors: 2 },
        { source: 'direct', visitors: 1 },
      ],
    })
    await collector.close()
  })
})

describe('GET /api/visitor-analytics/live', () => {
  it('needs the admin key and answers the live shape', async () => {
    const context = { params: Promise.resolve({}) }
    expect((await getLive(apiRequest('/api/visitor-analytics/live'), context)).status).toBe(401)
    const response = await getLive(apiRequest('/api/visitor-analytics/live', { key: ADMIN_KEY }), context)
    expect(response.status).toBe(200)
    expect(Object.keys(await response.json()).sort()).toEqual(['pages', 'since', 'sources', 'visitors'])
  })
})
