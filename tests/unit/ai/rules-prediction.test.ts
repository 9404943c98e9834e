import { describe, expect, it } from 'vitest'

import { ltvCacAnalysis } from '@/ai/prediction'
import { rulesPrediction } from '@/ai/rules-prediction'
import { MAX_ITEM_CHARS, MAX_LIST_ITEMS, predictionAnswer } from '@/contracts/ai-answers'
import type { PredictionInput } from '@/ai/types'
import { CATEGORIES } from '@/lib/assessment/questions'
import type { CategoryScores } from '@/lib/assessment/scoring'

/** Category scores summing to `total`, spread as evenly as the 12-point categories allow. */
function evenScores(total: number): CategoryScores {
  const base = Math.floor(total / 7)
  return Object.fromEntries(
    CATEGORIES.map(({ id }, index) => [id, base + (index < total % 7 ? 1 : 0)]),
  ) as CategoryScores
}

const business = (overrides: Partial<PredictionInput> = {}): PredictionInput => {
  const totalScore = overrides.totalScore ?? 60
  return {
    businessName: 'Summit Logistics',
    industry: 'Logistics & Transportation',
    annualRevenue: '1m-5m',
    totalScore,
    categoryScores: evenScores(totalScore),
    lifetimeGrossProfit: null,
    customerAcquisitionCost: null,
    ...overrides,
  }
}

describe('the rating (strong_buy, buy, hold, avoid) at its edges', () => {
  it.each([
    [84, 'strong_buy'],
    [70, 'strong_buy'],
    [69, 'buy'],
    [60, 'buy'],
    [59, 'hold'],
    [45, 'hold'],
    [44, 'avoid'],
    [0, 'avoid'],
  ])('a total of %i is %s', (totalScore, rating) => {
    expect(rulesPrediction(business({ totalScore })).rating).toBe(rating)
  })

  it('needs low risk for strong_buy and no high risk for buy', () => {
    const poorEconomics = { lifetimeGrossProfit: 900, customerAcquisitionCost: 1000 }
    expect(
      rulesPrediction(business({ totalScore: 80, lifetimeGrossProfit: 2000, customerAcquisitionCost: 1000 })).rating,
    ).toBe('buy')
    expect(rulesPrediction(business({ totalScore: 80, ...poorEconomics })).rating).toBe('hold')
  })
})

describe('the risk level (low, medium, high) at its edges', () => {
  it.each([
    [70, 'low'],
    [69, 'medium'],
    [50, 'medium'],
    [49, 'high'],
  ])('a total of %i with even categories is %s risk', (totalScore, risk) => {
    expect(rulesPrediction(business({ totalScore })).riskLevel).toBe(risk)
  })

  it.each([
    [3, 'low'],
    [2.99, 'medium'],
  ])('at 76/84, an LTV/CAC of %d is %s risk', (ratio, risk) => {
    const input = business({ totalScore: 76, lifetimeGrossProfit: ratio * 1000, customerAcquisitionCost: 1000 })
    expect(rulesPrediction(input).riskLevel).toBe(risk)
  })

  it.each([
    [1, 'medium'],
    [0.99, 'high'],
  ])('at 60/84, an LTV/CAC of %d is %s risk', (ratio, risk) => {
    const input = business({ totalScore: 60, lifetimeGrossProfit: ratio * 1000, customerAcquisitionCost: 1000 })
    expect(rulesPrediction(input).riskLevel).toBe(risk)
  })

  it('is high when any category is at 25% or less, and not low when one is under half', () => {
    const scores = (leadership: number, rest: number): CategoryScores => ({
      ...evenScores(0),
      ...Object.fromEntries(CATEGORIES.map(({ id }) => [id, rest])),
      leadership,
    })
    expect(rulesPrediction(business({ totalScore: 75, categoryScores: scores(3, 12) })).riskLevel).toBe('high')
    expect(rulesPrediction(business({ totalScore: 76, categoryScores: scores(4, 12) })).riskLevel).toBe('medium')
    expect(rulesPrediction(business({ totalScore: 77, categoryScores: scores(5, 12) })).riskLevel).toBe('medium')
    expect(rulesPrediction(business({ totalScore: 78, categoryScores: scores(6, 12) })).riskLevel).toBe('low')
  })
})

describe('the investment recommendation', () => {
  it('follows the rating, one step warmer in the healthcare and technology focus unless risk is high', () => {
    const at = (totalScore: number, industry: string | null) =>
      rulesPrediction(business({ totalScore, industry })).investmentRecommendation
    expect(at(75, 'Retail')).toBe('highly_recommended')
    expect(at(62, 'Retail')).toBe('recommended')
    expect(at(62, 'Healthcare')).toBe('highly_recommended')
    expect(at(55, 'Retail')).toBe('consider')
    expect(at(55, 'Computer Software')).toBe('recommended')
    expect(at(46, 'Biotechnology')).toBe('consider')
    expect(at(30, 'Healthcare')).toBe('not_recommended')
  })
})

describe('the LTV/CAC block', () => {
  it.each([
    [10, 10, 'Exceptional - Outstanding customer economics'],
    [9.99, 8, 'Excellent - Strong customer value creation'],
    [5, 8, 'Excellent - Strong customer value creation'],
    [4.99, 6, 'Good - Positive unit economics'],
    [3, 6, 'Good - Positive unit economics'],
    [2.99, 4, 'Acceptable - Break-even or minimal profit'],
    [1, 4, 'Acceptable - Break-even or minimal profit'],
    [0.99, 2, 'Poor - Negative unit economics'],
  ])('a ratio of %d scores %i: %s', (ratio, score, label) => {
    const block = ltvCacAnalysis(business({ lifetimeGrossProfit: ratio * 1000, customerAcquisitionCost: 1000 }))
    expect(block).toEqual({ ratio, score, label, lifetimeGrossProfit: ratio * 1000, customerAcquisitionCost: 1000 })
  })

  it('is absent when either figure is missing or zero', () => {
    expect(ltvCacAnalysis(business({ lifetimeGrossProfit: 5000, customerAcquisitionCost: 0 }))).toBeNull()
    expect(ltvCacAnalysis(business({ lifetimeGrossProfit: null, customerAcquisitionCost: 100 }))).toBeNull()
  })
})

describe('the analyst’s sentences', () => {
  const input = business({
    businessName: 'Harbor Dental Group',
    industry: 'Healthcare',
    annualRevenue: '5m-plus',
    totalScore: 72,
    categoryScores: { leadership: 5, financial: 11, growth: 10, operations: 9, customers: 12, team: 12, readiness: 8 },
    lifetimeGrossProfit: 12_000,
    customerAcquisitionCost: 3_000,
  })

  it('name the business’s real figures', () => {
    const result = rulesPrediction(input)
    const text = [...result.keyStrengths, ...result.criticalChallenges, ...result.recommendedActions].join('\n')
    expect(result.keyStrengths[0]).toBe('Harbor Dental Group scores 72/84 (86%), rated High Potential.')
    expect(text).toContain('Customers & Market scores 12/12 (100%)')
    expect(text).toContain(
      '$12,000 per customer against $3,000 to acquire one gives an LTV/CAC of 4.0:1 (Good - Positive unit economics)',
    )
    expect(text).toContain('Healthcare is inside the firm’s healthcare focus')
    expect(result.criticalChallenges[0]).toBe(
      'Leadership & Succession scores 5/12 (42%): decisions depend heavily on the owner and succession is not yet secured.',
    )
    expect(result.recommendedActions[0]).toMatch(/^Build a second layer of leadership/)
    expect(result).toMatchObject({
      rating: 'buy',
      riskLevel: 'medium',
      investmentRecommendation: 'highly_recommended',
      confidenceScore: 95,
    })
  })

  it('weigh the revenue band', () => {
    const small = rulesPrediction({
      ...input,
      annualRevenue: 'under-100k',
      totalScore: 52,
      categoryScores: evenScores(52),
    })
    expect(small.criticalChallenges).toContain(
      'Annual revenue of Under $100K is below the scale at which growth capital is usually deployed.',
    )
    const established = rulesPrediction({ ...input, totalScore: 64, categoryScores: evenScores(64) })
    expect(established.keyStrengths).toContain('Annual revenue of $5M+ is an established base for growth capital.')
  })

  it('handle an imported assessment without category scores', () => {
    const result = rulesPrediction({ ...input, categoryScores: null })
    expect(result.criticalChallenges).toContain(
      'The questionnaire answers were not recorded, so category strengths cannot be checked.',
    )
    expect(result.investmentReadiness).toBe(8.6)
    expect(result.confidenceScore).toBe(80)
  })

  it('are deterministic: the same input gives the same output', () => {
    expect(rulesPrediction(input)).toEqual(rulesPrediction(structuredClone(input)))
  })

  // Checked in plain code and asserted once: 1,275 inputs times ~20 `expect` calls took 5 s on a busy machine.
  it('stay schema-valid and bounded for every total, economics and revenue band', () => {
    const faults: string[] = []
    for (let totalScore = 0; totalScore <= 84; totalScore += 1) {
      for (const ratio of [null, 0.4, 2, 7, 15]) {
        for (const annualRevenue of ['under-100k', '500k-1m', '5m-plus']) {
          const result = rulesPrediction(
            business({
              totalScore,
              annualRevenue,
              categoryScores: totalScore % 2 ? evenScores(totalScore) : null,
              lifetimeGrossProfit: ratio === null ? null : ratio * 500,
              customerAcquisitionCost: ratio === null ? null : 500,
            }),
          )
          const lists = [result.keyStrengths, result.criticalChallenges, result.recommendedActions]
          const fault = [
            !predictionAnswer.safeParse(result).success && 'schema',
            lists.some((list) => list.length === 0 || list.length > MAX_LIST_ITEMS) && 'list length',
            lists.flat().some((item) => item.length > MAX_ITEM_CHARS) && 'item length',
            [result.investmentReadiness, result.growthPotential].some((score) => score < 0 || score > 10) && 'score',
            result.confidenceScore > 100 && 'confidence',
          ].filter(Boolean)
          if (fault.length > 0) faults.push(`${totalScore}/${ratio}/${annualRevenue}: ${fault.join(', ')}`)
        }
      }
    }
    expect(faults).toEqual([])
  })
})
