import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { onShutdown } from '@/lib/shutdown'
import { sharedState } from '@/shared-state'

import { JobRunner, type QueueSpec } from './runner'
import { eventLoopLoad, NO_LOAD } from './saturation'

/** Running jobs get this long to finish on SIGTERM before they are handed back to the queue. */
const SHUTDOWN_GRACE_MS = 6000

/**
 * Whether this process runs the queues: servers do unless JOBS_AUTORUN=false (then `npm run
 * worker` does); `next build` never does.
 */
export const runsJobs = () =>
  process.env.JOBS_AUTORUN !== 'false' &&
  process.env.NEXT_PHASE !== 'phase-production-build' &&
  process.env.npm_lifecycle_event !== 'build'

const registry = globalThis as { __jobRunner?: JobRunner }

/** Starts the process's one job runner (also when bundles load this module twice). */
export function startJobRunner(payload: Payload, queues: QueueSpec[]): void {
  if (registry.__jobRunner) return
  const { jobClaims, locks } = sharedState(payload)
  const runner = new JobRunner(
    payload,
    { claims: jobClaims, locks },
    queues,
    randomUUID(),
    Date.now,
    // A worker (`npm run worker`) answers no visitors: its own jobs may fill its thread.
    process.env.SERVER_ROLE === 'worker' ? NO_LOAD : eventLoopLoad(),
  )
  registry.__jobRunner = runner
  runner.start()
  onShutdown('jobs', () => runner.stop(SHUTDOWN_GRACE_MS))
}
