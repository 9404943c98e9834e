import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as mailboxKeys from '@/migrations/20261207_001642_newsletter_mailbox_key'
import * as maskTokens from '@/migrations/20261207_002000_mask_results_tokens'

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
