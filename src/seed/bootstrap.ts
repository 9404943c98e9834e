import type { Payload } from 'payload'

import { migrateDatabase } from '@/config/database-adapter'
import type { DatabaseChoice } from '@/config/database'
import type { Secrets } from '@/config/secrets'

import { convertMongoTextBodies } from '@/insights/legacy-bodies'
import { prepareInsightSearch } from '@/insights/search'

import { seedDemoContent } from './seed-demo'

const CMS_ADMIN_EMAIL = () => process.env.CMS_ADMIN_EMAIL?.trim() || 'admin@example.com'

/** The first CMS user, created once with the generated (or configured) password. */
async function ensureCmsAdmin(payload: Payload, secrets: Secrets): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: CMS_ADMIN_EMAIL(),
      password: secrets.cmsAdminPassword,
      name: 'Site administrator',
      role: 'admin',
    },
  })
}

/** Runs once per process when Payload starts: schema, first CMS user, demo content. */
export async function bootstrap(payload: Payload, database: DatabaseChoice, secrets: Secrets) {
  await migrateDatabase(database, payload.db as unknown as Parameters<typeof migrateDatabase>[1])
  if (database.kind === 'mongodb') {
    await convertMongoTextBodies(payload)
    await prepareInsightSearch(payload)
  }
  await ensureCmsAdmin(payload, secrets)
  if (process.env.SEED_DEMO !== 'false') await seedDemoContent(payload)
}
