/**
 * `node --import tsx scripts/bench/seed-leads.ts [count]`: adds `count` assessments and as many contact
 * inquiries (default 10,000 each) to the database of DATABASE_URI, in multi-row inserts through
 * Payload's SQLite adapter, one transaction per table (one Local API create per row would take
 * minutes at 100,000). The rows carry what the collection hooks would store: a status in the
 * pipeline, an owner for some, the derived sort keys, and a first touch for every third lead.
 * For benchmarks only.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { LEAD_STATUSES } from '../../src/contracts/lead-inbox'
import { INQUIRY_TYPES } from '../../src/contracts/enumerations'
import { INDUSTRIES, REVENUE_RANGES } from '../../src/lib/assessment/options'
import { ltvCacRatio } from '../../src/lib/ltv-cac'

const count = Number(process.argv[2] ?? 10_000)
const BATCH = 500
const payload = await getPayload({ config })
type Insert = { insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
const db = payload.db as unknown as {
  drizzle: Insert & { transaction: (work: (tx: Insert) => Promise<void>) => Promise<void> }
  tables: Record<string, unknown>
}

const triage = (index: number) => {
  const status = LEAD_STATUSES[index % LEAD_STATUSES.length]
  return {
    status,
    statusRank: LEAD_STATUSES.indexOf(status),
    owner: index % 4 === 0 ? `Partner ${index % 5}` : null,
    attribution_channel: index % 3 === 0 ? 'Paid' : null,
    attribution_source: index % 3 === 0 ? `source${index % 10}` : null,
  }
}

const at = (index: number) => new Date(Date.now() - index * 60_000).toISOString()

const assessment = (index: number) => ({
  businessName: `Bench Business ${index}`,
  contactName: `Owner ${index}`,
  contactEmail: `owner${index}@bench.example`,
  businessWebsite: index % 3 ? `https://bench${index}.example` : null,
  industry: INDUSTRIES[index % INDUSTRIES.length],
  businessCity: 'Austin',
  businessState: 'TX',
  businessZipCode: String(70000 + (index % 9999)),
  annualRevenue: REVENUE_RANGES[index % REVENUE_RANGES.length],
  totalScore: index % 85,
  lifetimeGrossProfit: (index % 50) * 100,
  customerAcquisitionCost: 100 + (index % 7) * 50,
  revenueRank: index % REVENUE_RANGES.length,
  ltvCac: ltvCacRatio((index % 50) * 100, 100 + (index % 7) * 50),
  ...triage(index),
  createdAt: at(index),
  updatedAt: at(index),
})

const inquiry = (index: number) => ({
  firstName: 'Visitor',
  lastName: String(index),
  email: `visitor${index}@bench.example`,
  website: null,
  industry: INDUSTRIES[index % INDUSTRIES.length],
  inquiryType: INQUIRY_TYPES[index % INQUIRY_TYPES.length],
  message: `Benchmark inquiry number ${index}. We would like to talk about growth capital.`,
  ...triage(index),
  createdAt: at(index),
  updatedAt: at(index),
})

for (const [table, row] of [
  ['assessments', assessment],
  ['contact_inquiries', inquiry],
] as const) {
  await db.drizzle.transaction(async (tx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => row(start + offset))
      await tx.insert(db.tables[table]).values(rows)
    }
  })
  payload.logger.info(`Added ${count} rows to ${table}`)
}
process.exit(0)
