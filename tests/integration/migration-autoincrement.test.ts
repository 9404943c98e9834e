import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import * as leadUid from '@/migrations/20261127_045652_lead_uid_autoincrement'

import { testPayload } from './helpers'

let payload: Payload
const sql = () => (payload.db as unknown as SQLiteAdapter).client

/** Runs one migration step as Payload's migrate does: in a transaction of its own. */
async function step(run: typeof leadUid.up) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  await run({ db: payload.db.drizzle as never, payload, req })
  await commitTransaction(req)
}

/** Every migration after this one, newest last: they step back first, as `migrate:down` would, and forward again after. */
const later = migrations.slice(
  migrations.findIndex(({ name }) => name === '20261127_045652_lead_uid_autoincrement') + 1,
)

const rows = async (query: string) => (await sql().execute(query)).rows.map((row) => ({ ...row }))
const schemaOf = async () =>
  rows(`SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`)

beforeAll(async () => {
  payload = await testPayload()
})

describe('the lead uid and AUTOINCREMENT migration', () => {
  it("keeps every row and link, backfills each lead's uid, and never hands out a deleted id again", async () => {
    const schema = await schemaOf()
    for (const migration of [...later].reverse()) await step(migration.down)
    await step(leadUid.down)
    expect(await rows(`SELECT 1 FROM pragma_table_info('assessments') WHERE name = 'uid'`)).toEqual([])
    // Leads stored before the migration, with an AI result and a note pointing at them.
    const columns = `business_name, contact_name, contact_email, business_city, business_state, business_zip_code, annual_revenue, total_score`
    for (const id of [1, 2, 3])
      await sql().execute(
        `INSERT INTO assessments (id, ${columns}) VALUES (${id}, 'Co ${id}', 'N', 'n${id}@example.com', 'C', 'S', '1', '100k-500k', 10)`,
      )
    await sql().execute(`INSERT INTO ai_predictions (assessment_id, source) VALUES (3, 'rules')`)
    await sql().execute(
      `INSERT INTO contact_inquiries (id, first_name, last_name, email, inquiry_type, message) VALUES (1, 'A', 'B', 'a@example.com', 'general', 'Hi')`,
    )

    await step(leadUid.up)
    for (const migration of later) await step(migration.up)

    expect(await schemaOf()).toEqual(schema)
    expect(await rows(`SELECT assessment_id FROM ai_predictions`)).toEqual([{ assessment_id: 3 }])
    const uids = await rows(`SELECT uid FROM assessments UNION ALL SELECT uid FROM contact_inquiries`)
    expect(uids).toHaveLength(4)
    for (const { uid } of uids) expect(uid).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(uids.map(({ uid }) => uid)).size).toBe(4)

    // The newest lead is deleted: the next one does not get its id.
    await payload.delete({ collection: 'assessments', id: 3, overrideAccess: true })
    const next = await payload.create({
      collection: 'assessments',
      overrideAccess: true,
      data: {
        businessName: 'Next Co',
        contactName: 'Next',
        contactEmail: 'next@example.com',
        businessCity: 'C',
        businessState: 'S',
        businessZipCode: '1',
        annualRevenue: '100k-500k',
        totalScore: 10,
      },
    })
    expect(next.id).toBe(4)
    expect(next.uid).toMatch(/^[0-9a-f-]{36}$/)
  })
})
