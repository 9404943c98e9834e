import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Connection } from 'mongoose'
import { beforeAll, describe, expect, it } from 'vitest'

import { BatchedLimit } from '@/shared-state/batched-limit'
import { withLock } from '@/shared-state/lock'
import { mongoSharedState } from '@/shared-state/mongo'
import { RateLimiter } from '@/shared-state/rate-limiter'
import { sqliteSharedState } from '@/shared-state/sqlite'
import { SHARED_TABLES, type JobId, type SharedState } from '@/shared-state/types'

import { MingoConnection } from '../fixtures/mingo-mongo'
import { testPayload } from './helpers'

const MINUTE = 60_000
const T0 = Date.parse('2026-11-23T12:00:00Z')

type Implementation = {
  name: string
  state: () => Promise<SharedState>
  /** A second instance's view of the same database. */
  peer: () => Promise<SharedState>
  /** Adds a runnable job the way Payload's queue stores it; returns its id. */
  addJob: () => Promise<JobId>
  /** The stored processing flag and lock time of a job. */
  job: (id: JobId) => Promise<{ processing: boolean; updatedAt: number }>
  /** Marks a job as Payload marks a finished one. */
  complete: (id: JobId) => Promise<void>
}

const sqlite = (): Implementation => {
  const client = async () => ((await testPayload()).db as unknown as SQLiteAdapter).client
  return {
    name: 'SQLite',
    state: async () => {
      const db = await client()
      for (const table of Object.values(SHARED_TABLES)) await db.execute(`DELETE FROM ${table}`)
      return sqliteSharedState(db)
    },
    peer: async () => sqliteSharedState(await client()),
    addJob: async () => {
      const payload = await testPayload()
      const job = await payload.jobs.queue({
        task: 'analyzeInquiry',
        queue: 'contract-test',
        input: { contactInquiryId: '1' },
      })
      return job.id
    },
    job: async (id) => {
      const { rows } = await (
        await client()
      ).execute({ sql: 'SELECT processing, updated_at FROM payload_jobs WHERE id = ?', args: [id] })
      return { processing: Boolean(rows[0].processing), updatedAt: Date.parse(String(rows[0].updated_at)) }
    },
    complete: async (id) => {
      await (
        await client()
      ).execute({
        sql: 'UPDATE payload_jobs SET completed_at = ? WHERE id = ?',
        args: [new Date(T0).toISOString(), id],
      })
    },
  }
}

const mingo = (): Implementation => {
  const connection = new MingoConnection()
  const jobs = connection.collection('payload-jobs')
  let next = 0
  return {
    name: 'MongoDB (mingo)',
    state: async () =>
      mongoSharedState(connection as unknown as Connection, { jobsCollection: 'payload-jobs', toObjectId: (id) => id }),
    peer: async () =>
      mongoSharedState(connection as unknown as Connection, { jobsCollection: 'payload-jobs', toObjectId: (id) => id }),
    addJob: async () => {
      const id = `job-${(next += 1)}`
      await jobs.insertOne({
        _id: id,
        queue: 'contract-test',
        processing: false,
        hasError: false,
        updatedAt: new Date(T0 - MINUTE),
      })
      return id
    },
    job: async (id) => {
      const doc = (await jobs.findOne({ _id: id }))!
      return { processing: doc.processing as boolean, updatedAt: (doc.updatedAt as Date).getTime() }
    },
    complete: async (id) => {
      await jobs.updateOne({ _id: id }, { $set: { completedAt: new Date(T0) } })
    },
  }
}

describe.each([sqlite(), mingo()])('shared state on $name', (implementation) => {
  let state: SharedState
  beforeAll(async () => {
    state = await implementation.state()
  })

  describe('rate-limit counters', () => {
    it('count hits in a window that starts with the first hit, then start over', async () => {
      const { rateLimits } = state
      expect(await rateLimits.hit('a', 1, 10 * MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + 10 * MINUTE })
      expect(await rateLimits.hit('a', 2, 10 * MINUTE, T0 + MINUTE)).toEqual({ count: 3, resetAt: T0 + 10 * MINUTE })
      expect(await rateLimits.hit('b', 1, 10 * MINUTE, T0 + MINUTE)).toEqual({ count: 1, resetAt: T0 + 11 * MINUTE })
      expect(await rateLimits.hit('a', 1, 10 * MINUTE, T0 + 10 * MINUTE)).toEqual({
        count: 1,
        resetAt: T0 + 20 * MINUTE,
      })
    })

    it('never lose a concurrent hit: 30 at once are numbered 1 to 30', async () => {
      const counters = await Promise.all(Array.from({ length: 30 }, () => state.rateLimits.hit('burst', 1, MINUTE, T0)))
      expect(counters.map((counter) => counter.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      )
    })

    it('count many keys in one call, in order', async () => {
      const counters = await state.rateLimits.hitMany(
        [
          { key: 'many-1', cost: 3 },
          { key: 'many-2', cost: 1 },
          { key: 'many-1', cost: 2 },
        ],
        MINUTE,
        T0,
      )
      expect(counters.map((counter) => counter.count)).toEqual([3, 1, 5])
    })

    it('count 3,000 keys in one call, live windows adding up and ended ones starting over', async () => {
      const { rateLimits } = state
      const keys = Array.from({ length: 3000 }, (_, n) => `bulk-${n}`)
      const even = keys.filter((_, n) => n % 2 === 0)
      const odd = keys.filter((_, n) => n % 2 === 1)
      await rateLimits.hitMany(
        even.map((key) => ({ key, cost: 1 })),
        MINUTE,
        T0,
      )
      // The odd keys' windows began a minute earlier, so they have ended by the second call.
      await rateLimits.hitMany(
        odd.map((key) => ({ key, cost: 5 })),
        MINUTE,
        T0 - MINUTE,
      )
      const later = T0 + 1000
      const counters = await rateLimits.hitMany(
        keys.map((key) => ({ key, cost: 2 })),
        MINUTE,
        later,
      )
      expect(counters).toHaveLength(3000)
      counters.forEach((counter, n) => {
        expect(counter).toEqual(n % 2 ? { count: 2, resetAt: later + MINUTE } : { count: 3, resetAt: T0 + MINUTE })
      })
    })

    it('read a live counter without counting, and nothing for an ended or unknown key', async () => {
      const { rateLimits } = state
      await rateLimits.hit('peek', 3, MINUTE, T0)
      expect(await rateLimits.peek('peek', T0 + 1000)).toEqual({ count: 3, resetAt: T0 + MINUTE })
      expect(await rateLimits.peek('peek', T0 + 2000)).toEqual({ count: 3, resetAt: T0 + MINUTE })
      expect(await rateLimits.peek('peek', T0 + MINUTE)).toEqual({ count: 0, resetAt: 0 })
      expect(await rateLimits.peek('never-hit', T0)).toEqual({ count: 0, resetAt: 0 })
    })

    it('give hits back within the window only, never below zero', async () => {
      const { rateLimits } = state
      await rateLimits.hit('refund', 2, MINUTE, T0)
      await rateLimits.refund('refund', 1, T0 + 1000)
      expect((await rateLimits.hit('refund', 0, MINUTE, T0 + 2000)).count).toBe(1)
      await rateLimits.refund('refund', 5, T0 + 3000)
      expect((await rateLimits.hit('refund', 0, MINUTE, T0 + 4000)).count).toBe(0)
      await rateLimits.refund('refund', 1, T0 + 2 * MINUTE)
      expect((await rateLimits.hit('refund', 1, MINUTE, T0 + 2 * MINUTE)).count).toBe(1)
    })

    it('prune ended windows and keep live ones', async () => {
      const { rateLimits } = state
      await rateLimits.hit('old', 4, MINUTE, T0)
      await rateLimits.hit('live', 4, 60 * MINUTE, T0)
      await rateLimits.prune(T0 + 2 * MINUTE)
      expect((await rateLimits.hit('old', 1, MINUTE, T0 + 3 * MINUTE)).count).toBe(1)
      expect((await rateLimits.hit('live', 1, MINUTE, T0 + 3 * MINUTE)).count).toBe(5)
    })
  })

  describe('the rate limiter on top', () => {
    it('lets at most the limit through out of 30 concurrent attempts and says when to retry', async () => {
      const limiter = new RateLimiter(state.rateLimits, () => T0)
      const rule = { name: 'contract-concurrent', limit: 10, windowMs: 15 * MINUTE }
      const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.consume(rule, '198.51.100.7')))
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10)
      expect(decisions.find((decision) => !decision.allowed)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 })
    })

    it('counts an IPv6 client per /64 and an address however it is written', async () => {
      const limiter = new RateLimiter(state.rateLimits, () => T0)
      const rule = { name: 'contract-ipv6', limit: 3, windowMs: MINUTE }
      for (const address of ['2001:db8::1', '2001:db8::2', '2001:0DB8:0000:0000::ffff']) {
        expect((await limiter.consume(rule, address)).allowed).toBe(true)
      }
      expect((await limiter.consume(rule, '2001:db8:0:0:1:2:3:4')).allowed).toBe(false)
      expect((await limiter.consume(rule, '2001:db8:0:1::1')).allowed).toBe(true)
      const v4 = { name: 'contract-ipv4', limit: 1, windowMs: MINUTE }
      expect((await limiter.consume(v4, '192.0.2.1')).allowed).toBe(true)
      expect((await limiter.consume(v4, '::ffff:192.0.2.1')).allowed).toBe(false)
    })
  })

  describe('batched limits on top', () => {
    const rule = { name: 'contract-batched', limit: 5, windowMs: MINUTE }

    it('decide in memory, write nothing until a flush, then add the hits in one batch', async () => {
      const limit = new BatchedLimit(state.rateLimits, rule)
      for (let i = 0; i < 3; i += 1) expect(limit.hit('solo', T0)).toEqual({ allowed: true })
      expect(await state.rateLimits.peek('contract-batched:solo', T0)).toEqual({ count: 0, resetAt: 0 })
      await limit.flush(T0)
      expect(await state.rateLimits.peek('contract-batched:solo', T0)).toEqual({ count: 3, resetAt: T0 + MINUTE })
      expect(limit.hit('solo', T0 + 1000).allowed).toBe(true)
      expect(limit.hit('solo', T0 + 1000).allowed).toBe(true)
      expect(limit.hit('solo', T0 + 1000)).toEqual({ allowed: false, retryAfterSeconds: 59 })
      await limit.flush(T0 + 2000)
      expect((await state.rateLimits.peek('contract-batched:solo', T0 + 2000)).count).toBe(5)
      expect(limit.hit('solo', T0 + MINUTE).allowed).toBe(true)
    })

    it('hold over two instances: each learns the total at its flush, overshooting by at most one limit', async () => {
      const a = new BatchedLimit(state.rateLimits, rule)
      const b = new BatchedLimit((await implementation.peer()).rateLimits, rule)
      const accepted = (limit: BatchedLimit, n: number, now: number) =>
        Array.from({ length: n }, () => limit.hit('shared', now)).filter((decision) => decision.allowed).length
      expect(accepted(a, 3, T0)).toBe(3)
      await a.flush(T0)
      expect(accepted(b, 3, T0 + 100)).toBe(3)
      await b.flush(T0 + 200)
      expect(accepted(b, 1, T0 + 300)).toBe(0)
      expect(accepted(a, 5, T0 + 400)).toBe(2)
      await a.flush(T0 + 500)
      expect(accepted(a, 1, T0 + 600)).toBe(0)
      expect((await state.rateLimits.peek('contract-batched:shared', T0 + 600)).count).toBe(8)
      expect((await state.rateLimits.peek('contract-batched:shared', T0 + 600)).count).toBeLessThanOrEqual(
        2 * rule.limit,
      )
    })
  })

  describe('locks', () => {
    it('have one holder until released or expired', async () => {
      const { locks } = state
      expect(await locks.acquire('l', 'one', MINUTE, T0)).toBe(true)
      expect(await locks.acquire('l', 'two', MINUTE, T0 + 1000)).toBe(false)
      await locks.release('l', 'two')
      expect(await locks.acquire('l', 'two', MINUTE, T0 + 2000)).toBe(false)
      await locks.release('l', 'one')
      expect(await locks.acquire('l', 'two', MINUTE, T0 + 3000)).toBe(true)
      expect(await locks.acquire('l', 'three', MINUTE, T0 + 3000 + MINUTE)).toBe(true)
    })

    it('let exactly one of many concurrent takers in', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => state.locks.acquire('race', `owner-${i}`, MINUTE, T0)),
      )
      expect(results.filter(Boolean)).toHaveLength(1)
    })

    it('serialise tasks: overlapping withLock calls of two instances never run at the same time', async () => {
      const instances = [state.locks, (await implementation.peer()).locks]
      let running = 0
      let overlapped = false
      const task = async () => {
        running += 1
        overlapped ||= running > 1
        await new Promise((resolve) => setTimeout(resolve, 5))
        running -= 1
      }
      await Promise.all(Array.from({ length: 8 }, (_, i) => withLock(instances[i % 2], 'serial', task)))
      expect(overlapped).toBe(false)
    })
    it('say who holds them until when, and are renewed by their holder only', async () => {
      const { locks } = state
      expect(await locks.holder('held', T0)).toBeNull()
      await locks.acquire('held', 'one', MINUTE, T0)
      expect(await locks.holder('held', T0 + 1000)).toEqual({ owner: 'one', expiresAt: T0 + MINUTE })
      expect(await locks.renew('held', 'two', MINUTE, T0 + 2000)).toBe(false)
      expect(await locks.renew('held', 'one', MINUTE, T0 + 2000)).toBe(true)
      expect(await locks.acquire('held', 'two', MINUTE, T0 + MINUTE + 1000)).toBe(false)
      expect(await locks.holder('held', T0 + 2000 + MINUTE)).toBeNull()
    })
  })

  describe('e-mail handoffs', () => {
    it('record a key once: a later try learns when it was handed over; undone, it may go again', async () => {
      const { handoffs } = state
      expect(await handoffs.begin('delivery:1', T0)).toBeNull()
      expect(await (await implementation.peer()).handoffs.begin('delivery:1', T0 + 1000)).toBe(T0)
      await handoffs.undo('delivery:1')
      expect(await handoffs.begin('delivery:1', T0 + 2000)).toBeNull()
    })

    it('let exactly one of many concurrent tries hand a key over', async () => {
      const firsts = await Promise.all(Array.from({ length: 10 }, () => state.handoffs.begin('delivery:race', T0)))
      expect(firsts.filter((earlier) => earlier === null)).toHaveLength(1)
    })
  })

  describe('signals', () => {
    it('count every bump, concurrent ones too, and read 0 before the first', async () => {
      expect(await state.signals.read('never-bumped')).toBe(0)
      const versions = await Promise.all(Array.from({ length: 10 }, () => state.signals.bump('changed')))
      expect(versions.sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1))
      expect(await (await implementation.peer()).signals.read('changed')).toBe(10)
    })
  })

  describe('job claims', () => {
    it('give a job to exactly one of many concurrent claimers', async () => {
      const id = await implementation.addJob()
      const wins = await Promise.all(Array.from({ length: 10 }, () => state.jobClaims.claim(id, T0)))
      expect(wins.filter(Boolean)).toHaveLength(1)
      expect(await implementation.job(id)).toEqual({ processing: true, updatedAt: T0 })
    })

    it('never claim a finished job', async () => {
      const id = await implementation.addJob()
      await implementation.complete(id)
      expect(await state.jobClaims.claim(id, T0)).toBe(false)
    })

    it('release only the jobs whose lock went stale, and released jobs can be claimed again', async () => {
      const { jobClaims } = state
      const [alive, dead] = [await implementation.addJob(), await implementation.addJob()]
      await jobClaims.claim(alive, T0)
      await jobClaims.claim(dead, T0)
      await jobClaims.touch([alive], T0 + 5 * MINUTE)
      expect(await jobClaims.releaseStale(T0 + 2 * MINUTE)).toBeGreaterThanOrEqual(1)
      expect((await implementation.job(dead)).processing).toBe(false)
      expect(await implementation.job(alive)).toEqual({ processing: true, updatedAt: T0 + 5 * MINUTE })
      expect(await jobClaims.claim(dead, T0 + 6 * MINUTE)).toBe(true)
      expect(await jobClaims.releaseStale(T0 + 2 * MINUTE)).toBe(0)
      await jobClaims.release([alive, dead])
      expect((await implementation.job(alive)).processing).toBe(false)
      expect(await jobClaims.claim(alive, T0 + 7 * MINUTE)).toBe(true)
    })
  })
})
