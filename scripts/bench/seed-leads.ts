/**
 * `payload run scripts/bench/seed-leads.ts [count]`: adds `count` assessments and as many contact
 * inquiries (default 10,000 each) to the database of DATABASE_URI, in batches through Payload's
 * SQLite adapter (one Local API create per row would take minutes). For benchmarks only.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { INDUSTRIES, INQUIRY_TYPES, REVENUE_RANGES } from '../../src/lib/constants'

const count = Number(process.argv[2] ?? 10_000)
const BATCH = 500
const payload = await getPayload({ config })
const db = payload.db as unknown as {
  drizzle: { insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
  tables: Record<string, unknown>
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
  createdAt: at(index),
  updatedAt: at(index),
})

for (const [table, row] of [
  ['assessments', assessment],
  ['contact_inquiries', inquiry],
] as const) {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => row(start + offset))
    await db.drizzle.insert(db.tables[table]).values(rows)
  }
  payload.logger.info(`Added ${count} rows to ${table}`)
}
process.exit(0)
