import type { Connection } from 'mongoose'
import { describe, expect, it } from 'vitest'

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
})
