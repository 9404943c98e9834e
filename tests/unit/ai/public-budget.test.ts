import { describe, expect, it, vi } from 'vitest'

import type { Connection } from 'mongoose'

import { DEFAULT_PUBLIC_ANALYSES_PER_HOUR, modelForPublicSubmission, publicAnalysesPerHour } from '@/ai/public-budget'
import { mongoSharedState } from '@/shared-state/mongo'
import { RateLimiter } from '@/shared-state/rate-limiter'

import { MingoConnection } from '../../fixtures/mingo-mongo'

/** The shared rate-limit store on an in-memory MongoDB double. */
const limiter = () =>
  new RateLimiter(
    mongoSharedState(new MingoConnection() as unknown as Connection, {
      jobsCollection: 'payload-jobs',
      toObjectId: (id) => id,
    }).rateLimits,
  )

/** Settings as the process would see them (Next.js types NODE_ENV as always present). */
const settings = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv

describe('the hourly AI budget of public submissions', () => {
  it('defaults to 200 an hour and reads AI_MAX_PUBLIC_ANALYSES_PER_HOUR', () => {
    expect(publicAnalysesPerHour(settings({}))).toBe(DEFAULT_PUBLIC_ANALYSES_PER_HOUR)
    expect(DEFAULT_PUBLIC_ANALYSES_PER_HOUR).toBe(200)
    expect(publicAnalysesPerHour(settings({ AI_MAX_PUBLIC_ANALYSES_PER_HOUR: '5' }))).toBe(5)
    expect(publicAnalysesPerHour(settings({ AI_MAX_PUBLIC_ANALYSES_PER_HOUR: 'lots' }))).toBe(200)
  })

  it('asks the model until the budget is spent, then hands the work to the rule-based analyst', async () => {
    const logger = { warn: vi.fn() }
    const env = settings({ OPENAI_API_KEY: 'sk-test', AI_MAX_PUBLIC_ANALYSES_PER_HOUR: '3' })
    const budget = limiter()
    const answers = []
    for (let n = 0; n < 5; n += 1) answers.push(await modelForPublicSubmission(budget, logger, env))
    expect(answers.map((model) => model?.source ?? 'rules')).toEqual(['openai', 'openai', 'openai', 'rules', 'rules'])
    expect(logger.warn).toHaveBeenCalledWith(
      'AI budget for public submissions (3 an hour) reached: the rule-based analyst answers',
    )
  })

  it('spends nothing when no model is configured', async () => {
    expect(await modelForPublicSubmission(limiter(), { warn: vi.fn() }, settings({}))).toBeNull()
  })
})
