import { describe, expect, it, vi } from 'vitest'

import { DEFAULT_PUBLIC_ANALYSES_PER_HOUR, modelForPublicSubmission, publicAnalysesPerHour } from '@/ai/public-budget'

/** Settings as the process would see them (Next.js types NODE_ENV as always present). */
const settings = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv

describe('the hourly AI budget of public submissions', () => {
  it('defaults to 200 an hour and reads AI_MAX_PUBLIC_ANALYSES_PER_HOUR', () => {
    expect(publicAnalysesPerHour(settings({}))).toBe(DEFAULT_PUBLIC_ANALYSES_PER_HOUR)
    expect(DEFAULT_PUBLIC_ANALYSES_PER_HOUR).toBe(200)
    expect(publicAnalysesPerHour(settings({ AI_MAX_PUBLIC_ANALYSES_PER_HOUR: '5' }))).toBe(5)
    expect(publicAnalysesPerHour(settings({ AI_MAX_PUBLIC_ANALYSES_PER_HOUR: 'lots' }))).toBe(200)
  })

  it('asks the model until the budget is spent, then hands the work to the rule-based analyst', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const env = settings({ OPENAI_API_KEY: 'sk-test', AI_MAX_PUBLIC_ANALYSES_PER_HOUR: '3' })
    const answers = Array.from({ length: 5 }, () => modelForPublicSubmission(env))
    expect(answers.map((model) => model?.source ?? 'rules')).toEqual(['openai', 'openai', 'openai', 'rules', 'rules'])
  })

  it('spends nothing when no model is configured', () => {
    expect(modelForPublicSubmission(settings({}))).toBeNull()
  })
})
