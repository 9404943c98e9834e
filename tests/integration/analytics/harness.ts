import type { PeriodQuery, Range } from '../../../src/contracts/analytics'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'

import { Collector, type Incoming } from '@/analytics/collector'
import { visitorReportFor } from '@/analytics/queries/visitor-analytics'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES } from '@/analytics/store/types'

import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { testPayload } from '../helpers'

export const TIME_ZONE = 'America/Chicago'
export const HOST = 'keystone.example'
export const CHROME = BROWSER_USER_AGENTS[0]

/** The libsql client of the test database. */
export async function sqliteClient() {
  const payload = await testPayload()
  return (payload.db as unknown as SQLiteAdapter).client
}

/** A collector on the test database with a clock the test moves; tables start empty. */
export async function clockedCollector(start: string) {
  const client = await sqliteClient()
  for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
  const store = new SqliteAnalyticsStore(client)
  const clock = { now: Date.parse(start) }
  let collector = new Collector(store, TIME_ZONE, () => clock.now)
  return {
    client,
    store,
    clock,
    at(iso: string) {
      clock.now = Date.parse(iso)
    },
    advance(ms: number) {
      clock.now += ms
    },
    send(event: Partial<Incoming> & { ip: string }) {
      return collector.accept({
        name: 'pageview',
        url: `https://${HOST}/`,
        referrer: '',
        userAgent: CHROME,
        host: HOST,
        country: '',
        ...event,
      })
    },
    report(period: Range | PeriodQuery = 'all') {
      return visitorReportFor(
        { store, collector },
        typeof period === 'string' ? { range: period } : period,
        TIME_ZONE,
        clock.now,
      )
    },
    /** A process restart: the in-memory state is rebuilt from the database. */
    async restart() {
      await collector.close()
      collector = new Collector(store, TIME_ZONE, () => clock.now)
    },
    close: () => collector.close(),
  }
}
