import { createHash, createHmac } from 'node:crypto'

import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as auditHmac from '@/migrations/20261127_090000_audit_email_hmac'

import { testPayload } from './helpers'

let payload: Payload
const sql = () => (payload.db as unknown as SQLiteAdapter).client

beforeAll(async () => {
  payload = await testPayload()
})

describe('the audit e-mail HMAC migration', () => {
  it("turns each entry's plain SHA-256 into its HMAC under the server's key", async () => {
    const plain = createHash('sha256').update('old@example.com').digest('hex')
    await sql().execute({
      sql: `INSERT INTO audit_log (action, actor, email_hash) VALUES ('personal-data-export', 'API key', ?)`,
      args: [plain],
    })
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await auditHmac.up({ db: payload.db.drizzle as never, payload, req })
    await commitTransaction(req)
    const { rows } = await sql().execute(`SELECT email_hash FROM audit_log WHERE actor = 'API key'`)
    const keyed = createHmac('sha256', payload.secret).update(`audit-log-email:${plain}`).digest('hex')
    expect(rows.map((row) => row.email_hash)).toEqual([keyed])
  })
})
