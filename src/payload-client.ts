import config from '@payload-config'
import { getPayload } from 'payload'

import { startPresence } from '@/backups/presence'
import { durableConnection } from '@/config/durable-sqlite'
import { runsJobs, startJobRunner } from '@/jobs'
import { startInboundMailbox } from '@/leads/inbound/imap'
import { startContentSync } from '@/shared-state/content-sync'
import { offerRedirectTable } from '@/redirects/table'
import { QUEUES } from '@/tasks'

/**
 * Payload, started once per process. A server process also starts the job runner (src/jobs) and
 * the inbound mailbox reader (INBOUND_IMAP_URL),
 * marks itself in an SQLite database (`npm run restore` refuses to replace it under a server)
 * and, when it serves pages (scripts/server.ts sets SITE_INTERNAL_URL), the content sync.
 */
export async function getPayloadClient() {
  const payload = await getPayload({ config })
  if (runsJobs()) {
    startJobRunner(payload, QUEUES)
    startInboundMailbox(payload)
  }
  if (payload.db.name === 'sqlite' && process.env.NEXT_PHASE !== 'phase-production-build')
    startPresence(durableConnection(payload), process.env.SERVER_ROLE ?? 'server')
  offerRedirectTable(payload)
  const internalUrl = process.env.SITE_INTERNAL_URL
  if (internalUrl && process.env.ADMIN_API_KEY) startContentSync(payload, internalUrl, process.env.ADMIN_API_KEY)
  return payload
}
