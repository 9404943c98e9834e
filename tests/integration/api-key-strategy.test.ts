import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { describe, expect, it } from 'vitest'

import { SHARED_TABLES } from '@/shared-state/types'

import { ADMIN_KEY, testPayload } from './helpers'

const headers = (values: Record<string, string>) => new Headers({ 'x-client-ip': '192.0.2.10', ...values })

describe('the x-api-key auth strategy', () => {
  it('authenticates the right key as the admin', async () => {
    const payload = await testPayload()
    const { user } = await payload.auth({ headers: headers({ 'x-api-key': ADMIN_KEY }) })
    expect(user).toMatchObject({ role: 'admin', collection: 'users' })
  })

  it('authenticates nobody without the header or with a wrong key', async () => {
    const payload = await testPayload()
    expect((await payload.auth({ headers: headers({}) })).user).toBeNull()
    expect((await payload.auth({ headers: headers({ 'x-api-key': 'wrong' }) })).user).toBeNull()
  })

  it('stops accepting even the right key after 10 wrong ones from the same client', async () => {
    const payload = await testPayload()
    const client = { 'x-client-ip': '192.0.2.99' }
    for (let i = 0; i < 10; i++) await payload.auth({ headers: new Headers({ ...client, 'x-api-key': `bad-${i}` }) })
    const { user } = await payload.auth({ headers: new Headers({ ...client, 'x-api-key': ADMIN_KEY }) })
    expect(user).toBeNull()
  })

  it('costs a right key no write: only wrong keys are counted', async () => {
    const payload = await testPayload()
    const client = { 'x-client-ip': '192.0.2.120' }
    for (let i = 0; i < 3; i++) await payload.auth({ headers: new Headers({ ...client, 'x-api-key': ADMIN_KEY }) })
    const db = (payload.db as unknown as SQLiteAdapter).client
    const counted = () =>
      db.execute({
        sql: `SELECT count FROM ${SHARED_TABLES.rateLimits} WHERE key = ?`,
        args: ['api-key-failures:192.0.2.120'],
      })
    expect((await counted()).rows).toHaveLength(0)
    await payload.auth({ headers: new Headers({ ...client, 'x-api-key': 'wrong' }) })
    expect((await counted()).rows.map((row) => Number(row.count))).toEqual([1])
  })
})
