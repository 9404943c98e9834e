import { describe, expect, it, vi } from 'vitest'

import { DEFAULT_PUBLIC_ANALYSES_PER_HOUR, modelForPublicSubmission, publicAnalysesPerHour } from '@/ai/public-budget'

describe('the hourly AI budget of public submissions', () => {
  it('defaults to 200 an hour and reads AI_MAX_PUBLIC_ANALYSES_PER_HOUR', () => {
    expect(publicAnalysesPerHour({})).toBe(DEFAULT_PUBLIC_ANALYSES_PER_HOUR)
    expect(DEFAULT_PUBLIC_ANALYSES_PER_HOUR).toBe(200)
    expect(publicAnalysesPerHour({ AI_MAX_PUBLIC_ANALYSES_PER_HOUR: '5' })).toBe(5)
    expect(publicAnalysesPerHour({ AI_MAX_PUBLIC_ANALYSES_PER_HOUR: 'lots' })).toBe(200)
  })

  it('asks the model until the budget is spent, then hands the work to the rule-based analyst', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const env = { OPENAI_API_KEY: 'sk-test', AI_MAX_PUBLIC_ANALYSES_PER_HOUR: '3' }
    const answers = Array.from({ length: 5 }, () => modelForPublicSubmission(env))
    expect(answers.map((model) => model?.source ?? 'rules')).toEqual(['openai', 'openai', 'openai', 'rules', 'rules'])
  })

  it('spends nothing when no model is configured', () => {
    expect(modelForPublicSubmission({})).toBeNull()
  })
})
