import { AI_QUEUE } from '@/ai/queue'
import { SCHEDULED_PUBLISH_QUEUE } from '@/collections/BlogPosts/jobs'
import { DIGEST_QUEUE, LEADS_QUEUE } from '@/leads/jobs'

/** A queue the runner works through: up to `limit` jobs at once per instance on each pass. */
export type QueueSpec = { queue: string; limit: number }

/**
 * Every queue the server (or `npm run worker`) runs. A new queue is one more line here; its tasks
 * go in payload.config.ts's `jobs.tasks` as usual.
 */
export const QUEUES: QueueSpec[] = [
  { queue: AI_QUEUE, limit: 25 },
  // Lead e-mails, webhook and HubSpot calls (src/leads/jobs.ts); the Monday digest.
  { queue: LEADS_QUEUE, limit: 10 },
  { queue: DIGEST_QUEUE, limit: 1 },
  // Scheduled publishing and unpublishing of insights (CMS and dashboard).
  { queue: SCHEDULED_PUBLISH_QUEUE, limit: 5 },
]
