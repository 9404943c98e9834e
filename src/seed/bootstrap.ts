import type { Payload } from 'payload'

import { migrateDatabase } from '@/config/database-adapter'
import type { DatabaseChoice } from '@/config/database'
import type { Secrets } from '@/config/secrets'

import type { MongooseAdapter } from '@payloadcms/db-mongodb'

import { convertMongoTextBodies } from '@/insights/legacy-bodies'
import { maskAnalyticsTokens } from '@/analytics/store/mongo-mask-tokens'
import { maskEntryPages } from '@/leads/mask-entry-pages'
import { keySubscriberMailboxes } from '@/newsletter/mailbox-keys'
import { prepareInsightSearch } from '@/insights/search'

import { seedDemoContent } from './seed-demo'
import { LEAD_KIND_TABLE, type LeadCollectionSlug } from '@/contracts/lead-kinds'

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

/** MongoDB's counterparts of the SQLite data migrations that have one: mailbox keys, masked results tokens. */
async function fixMongoData(payload: Payload): Promise<void> {
  const db = payload.db as unknown as MongooseAdapter
  const collection = (slug: 'newsletter-subscribers' | LeadCollectionSlug) =>
    db.collections[slug].collection.collectionName
  const keyed = await keySubscriberMailboxes(db.connection, collection('newsletter-subscribers'))
  const masked =
    (await maskEntryPages(db.connection, collection('assessments'))) +
    (await maskEntryPages(db.connection, collection(LEAD_KIND_TABLE.inquiry.collection))) +
    (await maskAnalyticsTokens(db.connection))
  if (keyed || masked)
    payload.logger.info(`Data: ${keyed} subscribers keyed by mailbox, ${masked} results tokens masked`)
}

/** Runs once per process when Payload starts: schema, first CMS user, demo content. */
export async function bootstrap(payload: Payload, database: DatabaseChoice, secrets: Secrets) {
  await migrateDatabase(database, payload.db as unknown as Parameters<typeof migrateDatabase>[1])
  if (database.kind === 'mongodb') {
    await convertMongoTextBodies(payload)
    await fixMongoData(payload)
    await prepareInsightSearch(payload)
  }
  await ensureCmsAdmin(payload, secrets)
  if (process.env.SEED_DEMO !== 'false') await seedDemoContent(payload)
}
