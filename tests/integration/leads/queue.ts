import type { Payload } from 'payload'

/** Runs a queue's jobs as if their time had come (back-off and the 60 s AI wait skipped), `rounds` times. */
export async function runDue(payload: Payload, queue: string, rounds = 1): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await payload.db.updateMany({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }] },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    await payload.jobs.run({ queue, limit: 100, silent: { info: true, error: true } })
  }
}

/** Jobs of a queue not yet completed. */
export const openJobs = async (payload: Payload, queue: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      limit: 100,
      where: { and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }] },
    })
  ).docs

export const deliveries = async (payload: Payload) =>
  (await payload.find({ collection: 'lead-deliveries', overrideAccess: true, limit: 100, depth: 0, sort: 'createdAt' }))
    .docs
