import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as mailboxKeys from '@/migrations/20261207_001642_newsletter_mailbox_key'
import * as maskTokens from '@/migrations/20261207_002000_mask_results_tokens'
import * as analyticsTokens from '@/migrations/20261207_020000_mask_analytics_tokens'

import { testPayload } from './helpers'

let payload: Payload
const sql = () => (payload.db as unknown as SQLiteAdapter).client

beforeAll(async () => {
  payload = await testPayload()
})

/** Runs a migration step as Payload's migrate does: in a transaction, on the adapter's database. */
async function run(step: (args: never) => Promise<void>) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  await step({ db: payload.db.drizzle, payload, req } as never)
  await commitTransaction(req)
}

describe('the mailbox key migration', () => {
  it('keys every subscriber by mailbox and keeps one per mailbox, the most recently changed', async () => {
    await run(mailboxKeys.down)
    for (const [email, status, updated] of [
      ['Victim@example.com', 'unsubscribed', '2026-01-01T00:00:00.000Z'],
      ['victim+1@example.com', 'confirmed', '2026-02-01T00:00:00.000Z'],
      ['a.b@gmail.com', 'pending', '2026-01-01T00:00:00.000Z'],
      ['a.b@example.com', 'pending', '2026-01-01T00:00:00.000Z'],
    ])
      await sql().execute({
        sql: 'INSERT INTO newsletter_subscribers (email, status, updated_at, created_at) VALUES (?, ?, ?, ?)',
        args: [email, status, updated, updated],
      })
    await run(mailboxKeys.up)
    const { rows } = await sql().execute('SELECT email, status, mailbox FROM newsletter_subscribers ORDER BY email')
    expect(rows.map((row) => [row.email, row.status, row.mailbox])).toEqual([
      ['a.b@example.com', 'pending', 'a.b@example.com'],
      ['a.b@gmail.com', 'pending', 'ab@gmail.com'],
      ['victim+1@example.com', 'confirmed', 'victim@example.com'],
    ])
    await expect(
      sql().execute({
        sql: "INSERT INTO newsletter_subscribers (email, status, mailbox, updated_at, created_at) VALUES ('ab@gmail.com', 'pending', 'ab@gmail.com', '', '')",
        args: [],
      }),
    ).rejects.toThrow(/UNIQUE/)
  })
})

describe('the results token migration', () => {
  it("masks the token of a results page in leads' first touch, and nothing else", async () => {
    const lead = async () =>
      (
        await payload.create({
          collection: 'contact-inquiries',
          overrideAccess: true,
          data: { firstName: 'A', lastName: 'B', email: 'a@example.com', inquiryType: 'general', message: 'Hi' },
        })
      ).id
    const ids = [await lead(), await lead(), await lead()]
    const pages = ['/assessment/results/MTI.secret-token/contact', '/insights/x', '/assessment/results/:token']
    for (const [index, id] of ids.entries())
      await sql().execute({
        sql: 'UPDATE contact_inquiries SET attribution_entry_page = ? WHERE id = ?',
        args: [pages[index], id],
      })
    await run(maskTokens.up)
    const { rows } = await sql().execute({
      sql: `SELECT attribution_entry_page AS page FROM contact_inquiries WHERE id IN (${ids.join(',')}) ORDER BY id`,
      args: [],
    })
    expect(rows.map((row) => row.page)).toEqual([
      '/assessment/results/:token/contact',
      '/insights/x',
      '/assessment/results/:token',
    ])
  })
})

describe('the analytics token migration', () => {
  const A = '/assessment/results/MTI.token-a'
  const B = '/assessment/results/MTI.token-b'
  const masked = '/assessment/results/:token'
  const rows: [table: string, values: unknown[]][] = [
    ['analytics_events (id, ts, day, name, path, session_id)', [1, 0, '2026-11-24', 'pageview', `${A}/contact`, 's1']],
    [
      'analytics_sessions (id, visitor_id, day, started_at, last_at, pageviews, business_events, assessment, entry_path, dimensions, paths, exit_path)',
      ['s1', 'v1', '2026-11-24', 0, 1, 2, 0, 0, A, JSON.stringify({ entry_page: A }), JSON.stringify([A, B, '/']), B],
    ],
    [
      'analytics_visits (id, day, visitor_id, started_at, last_at, pageviews, bounces, duration_ms, conversions, exit_page, device, browser, country, referrer, channel, utm_source, utm_medium, utm_campaign, utm_term, utm_content, entry_page)',
      [
        's1',
        '2026-11-24',
        'v1',
        0,
        1,
        2,
        0,
        1,
        0,
        B,
        'desktop',
        'Firefox',
        '',
        'Direct',
        'Direct',
        '',
        '',
        '',
        '',
        '',
        A,
      ],
    ],
    [
      'analytics_visitor_days (day, visitor_id, hours, seen)',
      ['2026-11-24', 'v1', 1, JSON.stringify([`page:${A}`, `page:${B}`])],
    ],
    ['analytics_daily_pages (day, path, views, uniques, exits)', ['2026-11-24', A, 3, 1, 1]],
    ['analytics_daily_pages (day, path, views, uniques, exits)', ['2026-11-24', B, 2, 1, 0]],
    ['analytics_daily_pages (day, path, views, uniques, exits)', ['2026-11-24', masked, 10, 5, 4]],
    ['analytics_monthly_pages (month, path, views, uniques, exits)', ['2026-11', A, 3, 1, 1]],
    ['analytics_monthly_pages (month, path, views, uniques, exits)', ['2026-11', B, 2, 1, 0]],
    [
      'analytics_daily_dimensions (day, dimension, value, sessions, visitors, pageviews, bounces, duration_ms, conversions)',
      ['2026-11-24', 'entry_page', A, 1, 1, 2, 0, 100, 1],
    ],
    [
      'analytics_daily_dimensions (day, dimension, value, sessions, visitors, pageviews, bounces, duration_ms, conversions)',
      ['2026-11-24', 'entry_page', B, 2, 2, 3, 1, 50, 0],
    ],
    [
      'analytics_monthly_dimensions (month, dimension, value, sessions, visitors, pageviews, bounces, duration_ms, conversions)',
      ['2026-11', 'exit_page', B, 1, 1, 1, 1, 0, 0],
    ],
    ['analytics_daily_goals (day, goal, detail, events, visitors)', ['2026-11-24', 'not_found', `${A}/x`, 1, 1]],
    ['analytics_daily_goals (day, goal, detail, events, visitors)', ['2026-11-24', 'not_found', `${B}/x`, 2, 1]],
    ['analytics_monthly_goals (month, goal, detail, events, visitors)', ['2026-11', 'not_found', `${A}/x`, 1, 1]],
    ['analytics_visit_pages (visit_id, day, path, hour, views)', ['s1', '2026-11-24', A, 9, 1]],
    ['analytics_visit_pages (visit_id, day, path, hour, views)', ['s1', '2026-11-24', B, 9, 2]],
    ['analytics_visit_goals (visit_id, day, goal, detail, events)', ['s1', '2026-11-24', 'not_found', `${B}/x`, 1]],
    [
      'analytics_daily_slices (filter, value, kind, day, key1, key2, visitors, sessions, pageviews, bounces, duration_ms, conversions, exits, events)',
      ['entry_page', A, 'pages', '2026-11-24', B, '', 1, 1, 1, 0, 10, 0, 1, 0],
    ],
    [
      'analytics_daily_slices (filter, value, kind, day, key1, key2, visitors, sessions, pageviews, bounces, duration_ms, conversions, exits, events)',
      ['entry_page', B, 'pages', '2026-11-24', A, '', 2, 2, 2, 1, 20, 1, 0, 3],
    ],
    [
      'analytics_monthly_slices (filter, value, kind, month, key1, key2, visitors, sessions, pageviews, bounces, duration_ms, conversions, exits, events)',
      ['', '', 'breakdown', '2026-11', 'entry_page', A, 1, 1, 1, 0, 0, 0, 0, 0],
    ],
    ['analytics_report_cache (key, version, body)', ['r1', 1, JSON.stringify({ pages: [[A, 3]] })]],
    ['analytics_report_cache (key, version, body)', ['r2', 1, JSON.stringify({ pages: [[masked, 3]] })]],
    ['analytics_past_cache (key, created_at, body)', [`entry_page ${A}`, 0, '[]']],
  ]

  /** Every stored text of every analytics table that names a results page with its token. */
  async function tokens() {
    const tables = await sql().execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'analytics_*'",
    )
    const found: string[] = []
    for (const { name } of tables.rows) {
      const columns = await sql().execute({
        sql: "SELECT name FROM pragma_table_info(?) WHERE type = 'TEXT'",
        args: [name],
      })
      for (const { name: column } of columns.rows) {
        const hits = await sql().execute(
          `SELECT "${column}" AS text FROM "${name}" WHERE "${column}" GLOB '*/assessment/results/*' AND replace("${column}", '/assessment/results/:token', '') GLOB '*/assessment/results/*'`,
        )
        found.push(...hits.rows.map((row) => `${name}.${column}: ${row.text}`))
      }
    }
    return found
  }

  /** Every row of every analytics table, to compare two states. */
  async function everything() {
    const tables = await sql().execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'analytics_*' ORDER BY name",
    )
    const all: Record<string, unknown[]> = {}
    for (const { name } of tables.rows)
      all[String(name)] = (await sql().execute(`SELECT * FROM "${name}"`)).rows.map((row) => JSON.stringify(row)).sort()
    return all
  }

  it('masks every token in every analytics table, summing rollup rows that become one', async () => {
    for (const [table, values] of rows)
      await sql().execute({
        sql: `INSERT INTO ${table} VALUES (${values.map(() => '?').join(', ')})`,
        args: values as never,
      })
    expect((await tokens()).length).toBeGreaterThan(20)

    await run(analyticsTokens.up)
    expect(await tokens()).toEqual([])

    const one = async (query: string) => (await sql().execute(query)).rows.map((row) => ({ ...row }))
    expect(await one("SELECT path, views, uniques, exits FROM analytics_daily_pages WHERE day = '2026-11-24'")).toEqual(
      [{ path: masked, views: 15, uniques: 7, exits: 5 }],
    )
    expect(
      await one("SELECT path, views, uniques, exits FROM analytics_monthly_pages WHERE month = '2026-11'"),
    ).toEqual([{ path: masked, views: 5, uniques: 2, exits: 1 }])
    expect(
      await one(
        "SELECT value, sessions, visitors, pageviews, bounces, duration_ms, conversions FROM analytics_daily_dimensions WHERE day = '2026-11-24'",
      ),
    ).toEqual([{ value: masked, sessions: 3, visitors: 3, pageviews: 5, bounces: 1, duration_ms: 150, conversions: 1 }])
    expect(await one("SELECT detail, events, visitors FROM analytics_daily_goals WHERE day = '2026-11-24'")).toEqual([
      { detail: `${masked}/x`, events: 3, visitors: 2 },
    ])
    expect(await one("SELECT path, hour, views FROM analytics_visit_pages WHERE visit_id = 's1'")).toEqual([
      { path: masked, hour: 9, views: 3 },
    ])
    expect(
      await one(
        "SELECT value, key1, visitors, duration_ms, exits, events FROM analytics_daily_slices WHERE day = '2026-11-24'",
      ),
    ).toEqual([{ value: masked, key1: masked, visitors: 3, duration_ms: 30, exits: 1, events: 3 }])
    expect(
      await one("SELECT entry_path, exit_path, dimensions, paths FROM analytics_sessions WHERE id = 's1'"),
    ).toEqual([
      {
        entry_path: masked,
        exit_path: masked,
        dimensions: JSON.stringify({ entry_page: masked }),
        paths: JSON.stringify([masked, '/']),
      },
    ])
    expect(await one("SELECT seen FROM analytics_visitor_days WHERE visitor_id = 'v1'")).toEqual([
      { seen: JSON.stringify([`page:${masked}`]) },
    ])
    expect(await one('SELECT path FROM analytics_events WHERE id = 1')).toEqual([{ path: `${masked}/contact` }])
    expect(await one('SELECT key FROM analytics_report_cache')).toEqual([{ key: 'r2' }])
    expect(await one('SELECT key FROM analytics_past_cache')).toEqual([])

    const before = await everything()
    await run(analyticsTokens.up)
    expect(await everything()).toEqual(before)
  })
})
