import type { Connection } from 'mongoose'
import { describe, expect, it } from 'vitest'

import { maskAnalyticsTokens } from '@/analytics/store/mongo-mask-tokens'
import { maskEntryPages } from '@/leads/mask-entry-pages'
import { keySubscriberMailboxes } from '@/newsletter/mailbox-keys'

import { MingoConnection } from '../fixtures/mingo-mongo'

const asConnection = (connection: MingoConnection) => connection as unknown as Pick<Connection, 'collection'>

describe("MongoDB's counterparts of the data migrations", () => {
  it('keys every subscriber by mailbox, one subscriber per mailbox, the latest choice kept', async () => {
    const mingo = new MingoConnection()
    const subscribers = mingo.collection('newsletter-subscribers')
    await subscribers.insertMany([
      { _id: 'a', email: 'Victim@example.com', status: 'unsubscribed', updatedAt: new Date('2026-01-01') },
      { _id: 'b', email: 'victim+1@example.com', status: 'confirmed', updatedAt: new Date('2026-02-01') },
      { _id: 'c', email: 'a.b@gmail.com', status: 'pending', updatedAt: new Date('2026-01-01') },
      { _id: 'd', email: 'a.b@example.com', status: 'pending', updatedAt: new Date('2026-01-01') },
    ])
    expect(await keySubscriberMailboxes(asConnection(mingo), 'newsletter-subscribers')).toBe(4)
    expect(subscribers.docs.map(({ _id, email, mailbox }) => [_id, email, mailbox]).sort()).toEqual([
      ['b', 'victim+1@example.com', 'victim@example.com'],
      ['c', 'a.b@gmail.com', 'ab@gmail.com'],
      ['d', 'a.b@example.com', 'a.b@example.com'],
    ])
    // Once keyed, a later start writes nothing.
    expect(await keySubscriberMailboxes(asConnection(mingo), 'newsletter-subscribers')).toBe(0)
  })

  it("masks the results token in leads' first touch, and only there", async () => {
    const mingo = new MingoConnection()
    const leads = mingo.collection('assessments')
    await leads.insertMany([
      { _id: 1, attribution: { entryPage: '/assessment/results/MTI.secret/contact' } },
      { _id: 2, attribution: { entryPage: '/insights/x' } },
      { _id: 3, attribution: { entryPage: '/assessment/results/:token' } },
      { _id: 4 },
    ])
    expect(await maskEntryPages(asConnection(mingo), 'assessments')).toBe(1)
    expect(leads.docs.map((doc) => (doc.attribution as { entryPage?: string } | undefined)?.entryPage)).toEqual([
      '/assessment/results/:token/contact',
      '/insights/x',
      '/assessment/results/:token',
      undefined,
    ])
    expect(await maskEntryPages(asConnection(mingo), 'assessments')).toBe(0)
  })

  it('masks results tokens in every analytics collection, summing rollups of two tokens under one key', async () => {
    const mingo = new MingoConnection()
    const secret = '/assessment/results/MTI.one'
    const other = '/assessment/results/MTI.two/contact'
    await mingo.collection('analytics_events').insertMany([
      { _id: 'e1', path: secret },
      { _id: 'e2', path: '/insights/x' },
    ])
    await mingo.collection('analytics_sessions').insertOne({
      _id: 's1',
      entryPath: secret,
      exitPath: other,
      dimensions: { entry_page: secret, channel: 'Direct' },
      paths: [secret, '/assessment/results/MTI.three', '/'],
    })
    await mingo.collection('analytics_visitor_days').insertOne({ _id: 'v1', seen: ['/', secret] })
    await mingo.collection('analytics_visits').insertOne({ _id: 'k1', entry_page: secret, exitPage: '/' })
    const pages = mingo.collection('analytics_daily_pages')
    await pages.insertMany([
      { _id: 'p1', day: '2026-11-20', path: secret, views: 2, uniques: 1, exits: 1 },
      { _id: 'p2', day: '2026-11-20', path: '/assessment/results/MTI.three', views: 3, uniques: 2, exits: 0 },
      { _id: 'p3', day: '2026-11-20', path: '/assessment/results/:token', views: 5, uniques: 5, exits: 4 },
      { _id: 'p4', day: '2026-11-20', path: '/', views: 7, uniques: 6, exits: 1 },
    ])
    await mingo.collection('analytics_monthly_dimensions').insertMany([
      {
        _id: 'd1',
        month: '2026-11',
        dimension: 'entry_page',
        value: secret,
        visitors: 1,
        sessions: 1,
        pageviews: 1,
        bounces: 1,
        durationMs: 0,
        conversions: 0,
      },
      {
        _id: 'd2',
        month: '2026-11',
        dimension: 'entry_page',
        value: other,
        visitors: 2,
        sessions: 2,
        pageviews: 4,
        bounces: 0,
        durationMs: 10,
        conversions: 1,
      },
    ])
    await mingo
      .collection('analytics_visit_goals')
      .insertOne({ _id: 'g1', visitId: 's1', goal: 'not_found', detail: other, day: '2026-11-20', events: 1 })

    expect(await maskAnalyticsTokens(asConnection(mingo))).toBe(9)

    expect(mingo.collection('analytics_events').docs.map((doc) => doc.path)).toEqual([
      '/assessment/results/:token',
      '/insights/x',
    ])
    const [session] = mingo.collection('analytics_sessions').docs
    expect(session).toMatchObject({
      entryPath: '/assessment/results/:token',
      exitPath: '/assessment/results/:token/contact',
      dimensions: { entry_page: '/assessment/results/:token', channel: 'Direct' },
      paths: ['/assessment/results/:token', '/'],
    })
    expect(mingo.collection('analytics_visitor_days').docs[0].seen).toEqual(['/', '/assessment/results/:token'])
    expect(mingo.collection('analytics_visits').docs[0].entry_page).toBe('/assessment/results/:token')
    expect(pages.docs.map(({ path, views, uniques, exits }) => [path, views, uniques, exits]).sort()).toEqual([
      ['/', 7, 6, 1],
      ['/assessment/results/:token', 10, 8, 5],
    ])
    expect(
      mingo
        .collection('analytics_monthly_dimensions')
        .docs.map(({ value, visitors, conversions }) => [value, visitors, conversions])
        .sort(),
    ).toEqual([
      ['/assessment/results/:token', 1, 0],
      ['/assessment/results/:token/contact', 2, 1],
    ])
    expect(mingo.collection('analytics_visit_goals').docs[0].detail).toBe('/assessment/results/:token/contact')
    // Once masked, a later start writes nothing.
    expect(await maskAnalyticsTokens(asConnection(mingo))).toBe(0)
  })
})
