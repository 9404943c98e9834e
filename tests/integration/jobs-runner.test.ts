import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { AI_QUEUE } from '@/ai/queue'
import type { QueueSpec } from '@/jobs/runner'
import { QUEUES } from '@/tasks'
import { JobRunner, POLL_INTERVAL_MS, SCHEDULE_INTERVAL_MS } from '@/jobs/runner'
import { sqliteSharedState } from '@/shared-state/sqlite'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'

import { testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** The AI queue alone: each lead also queues a notification job, which waits for its analysis. */
const AI_ONLY = QUEUES.filter(({ queue }) => queue === AI_QUEUE)

/** Runners, each with its own store objects on the one database, as several instances have. */
const instances = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const state = sqliteSharedState((payload.db as unknown as SQLiteAdapter).client)
    return new JobRunner(payload, { claims: state.jobClaims, locks: state.locks }, AI_ONLY, `instance-${index}`)
  })

const inquiry = (n: number) =>
  payload.create({
    collection: 'contact-inquiries',
    overrideAccess: true,
    data: {
      firstName: 'Runner',
      lastName: `Test ${n}`,
      email: `runner-${n}@example.com`,
      industry: 'Manufacturing',
      inquiryType: 'partnership',
      message: 'We make precision parts and are looking for a partner to fund our second plant next year.',
    },
  })

/** One instance's runner on `queues`, saturated while `saturated()` says so. */
const runnerUnder = (queues: QueueSpec[], saturated: () => boolean) => {
  const state = sqliteSharedState((payload.db as unknown as SQLiteAdapter).client)
  return new JobRunner(payload, { claims: state.jobClaims, locks: state.locks }, queues, 'under-load', Date.now, {
    saturated,
    busy: saturated,
  })
}

/** The analyses still queued. */
const aiJobsLeft = async () =>
  (await payload.count({ collection: 'payload-jobs', overrideAccess: true, where: { queue: { equals: AI_QUEUE } } }))
    .totalDocs

describe('the job runner with several instances', () => {
  it('queues the scheduled tasks on its first pass, then at most once a minute, not at every poll', async () => {
    const clock = { now: Date.now() }
    const state = sqliteSharedState((payload.db as unknown as SQLiteAdapter).client)
    const runner = new JobRunner(
      payload,
      { claims: state.jobClaims, locks: state.locks },
      [],
      'scheduler',
      () => clock.now,
    )
    const schedules = vi.spyOn(payload.jobs, 'handleSchedules')
    const acquires = vi.spyOn(state.locks, 'acquire')
    await runner.poll()
    for (let pass = 1; pass * POLL_INTERVAL_MS < SCHEDULE_INTERVAL_MS; pass += 1) {
      clock.now += POLL_INTERVAL_MS
      await runner.poll()
    }
    expect(schedules).toHaveBeenCalledTimes(1)
    expect(acquires).toHaveBeenCalledTimes(1)
    clock.now += POLL_INTERVAL_MS
    await runner.poll()
    expect(schedules).toHaveBeenCalledTimes(2)
    expect(acquires).toHaveBeenCalledTimes(2)
    schedules.mockRestore()
  })

  it('runs each of 40 queued jobs exactly once when three instances poll at the same time', async () => {
    const inquiries = await Promise.all(Array.from({ length: 40 }, (_, n) => inquiry(n)))
    const runs = vi.spyOn(payload.jobs, 'runByID')
    const runners = instances(3)
    for (let pass = 0; pass < 100; pass += 1) {
      await Promise.all(runners.map((runner) => runner.poll()))
      const left = await aiJobsLeft()
      if (left === 0) break
      await sleep(50)
    }
    await Promise.all(runners.map((runner) => runner.stop(20_000)))

    const ids = runs.mock.calls.map(([args]) => String(args.id))
    expect(ids).toHaveLength(40)
    expect(new Set(ids).size).toBe(40)
    const analyses = await payload.find({
      collection: 'message-analyses',
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
    expect(analyses.docs.map((doc) => String(doc.contactInquiry)).sort()).toEqual(
      inquiries.map((doc) => String(doc.id)).sort(),
    )
  })

  it('hands back the jobs still running when an instance stops, for another to finish', async () => {
    await inquiry(100)
    const [stopping, survivor] = instances(2)
    const release = vi.spyOn(payload.jobs, 'runByID').mockImplementationOnce(() => new Promise(() => undefined))
    await stopping.poll()
    expect(stopping.active).toHaveLength(1)
    await stopping.stop(100)
    release.mockRestore()
    await survivor.poll()
    await survivor.stop(20_000)
    expect(await aiJobsLeft()).toBe(0)
    expect((await payload.count({ collection: 'message-analyses', overrideAccess: true })).totalDocs).toBe(41)
  })

  it('runs two jobs of a queue at once while the process is saturated, and the rest once it is not', async () => {
    await Promise.all(Array.from({ length: 6 }, (_, n) => inquiry(200 + n)))
    let saturated = true
    const runner = runnerUnder(AI_ONLY, () => saturated)
    let finish!: () => void
    const finished = new Promise<void>((resolve) => (finish = resolve))
    const run = payload.jobs.runByID.bind(payload.jobs)
    vi.spyOn(payload.jobs, 'runByID').mockImplementation((args) => finished.then(() => run(args)))
    await runner.poll()
    await runner.poll()
    expect(runner.active).toHaveLength(2)
    saturated = false
    await runner.poll()
    expect(runner.active).toHaveLength(6)
    finish()
    await runner.stop(20_000)
    vi.restoreAllMocks()
    expect(await aiJobsLeft()).toBe(0)
  })

  it('starts the next job as soon as one finishes, but not while the process is saturated', async () => {
    await Promise.all(Array.from({ length: 3 }, (_, n) => inquiry(300 + n)))
    let saturated = true
    const runner = runnerUnder([{ queue: AI_QUEUE, limit: 1 }], () => saturated)
    const settle = async () => {
      for (let wait = 0; wait < 100 && runner.active.length > 0; wait += 1) await sleep(50)
    }
    await runner.poll()
    await settle()
    expect(await aiJobsLeft()).toBe(2)
    saturated = false
    await runner.poll()
    // No more passes: each finished job starts the next.
    for (let wait = 0; wait < 100 && (await aiJobsLeft()) > 0; wait += 1) await sleep(50)
    expect(await aiJobsLeft()).toBe(0)
    await runner.stop(20_000)
  })

  it('starts each job in a turn of the event loop of its own, so requests waiting meanwhile are answered', async () => {
    await Promise.all(Array.from({ length: 4 }, (_, n) => inquiry(400 + n)))
    const [runner] = instances(1)
    const order: string[] = []
    const runByID = payload.jobs.runByID.bind(payload.jobs)
    const runs = vi.spyOn(payload.jobs, 'runByID').mockImplementation((args) => {
      // What a request that arrived while the first job started would get: the next turn.
      if (order.length === 0) setImmediate(() => order.push('request'))
      order.push('job')
      return runByID(args)
    })
    await runner.poll()
    for (let wait = 0; wait < 100 && (await aiJobsLeft()) > 0; wait += 1) await sleep(50)
    await runner.stop(20_000)
    runs.mockRestore()
    expect(order).toEqual(['job', 'request', 'job', 'job', 'job'])
  })
})
