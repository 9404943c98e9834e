import { AI_QUEUE } from '@/ai/jobs'

/** A queue the runner works through: up to `limit` jobs at once per instance on each pass. */
export type QueueSpec = { queue: string; limit: number }

/**
 * Every queue the server (or `npm run worker`) runs. A new queue is one more line here; its tasks
 * go in payload.config.ts's `jobs.tasks` as usual.
 */
export const QUEUES: QueueSpec[] = [{ queue: AI_QUEUE, limit: 25 }]
