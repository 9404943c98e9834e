import { describe, expect, it } from 'vitest'

import { CATEGORY_ADVICE, RATING_SUMMARY } from '@/lib/assessment/advice'
import { CATEGORIES, QUESTIONS } from '@/lib/assessment/questions'
import { parseResultInput, type ResultInput } from '@/lib/assessment/result-input'
import { assessmentResult, formatRatio } from '@/lib/assessment/results'
import { scoreAnswers } from '@/lib/assessment/scoring'

/** Answers worth exactly `total` points, filled question by question. */
function answersWorth(total: number) {
  let left = total
  return Object.fromEntries(
    QUESTIONS.map((question) => {
      const points = Math.min(4, left)
      left -= points
      return [question.id, points]
    }),
  )
}

type Economics = Pick<ResultInput, 'lifetimeGrossProfit' | 'customerAcquisitionCost'>
const noEconomics: Economics = { lifetimeGrossProfit: null, customerAcquisitionCost: null }
const resultFor = (total: number, economics = noEconomics) =>
  assessmentResult({ businessName: 'Acme', ...scoreAnswers(answersWorth(total)), ...economics })

describe('the results page reading of an assessment', () => {
  it.each([
    [0, 0, 'Needs Development', 'red'],
    [49, 58, 'Needs Development', 'red'],
    [50, 60, 'Moderate Potential', 'yellow'],
    [69, 82, 'Moderate Potential', 'yellow'],
    [70, 83, 'High Potential', 'green'],
    [84, 100, 'High Potential', 'green'],
  ])('%i/84 is %i%% and %s (%s)', (total, percent, label, tone) => {
    const result = resultFor(total)
    expect(result.totalScore).toBe(total)
    expect(result.maxScore).toBe(84)
    expect(result.percent).toBe(percent)
    expect(result.rating).toEqual({ label, tone })
  })

  it('has one bar per category, in questionnaire order, summing to the total', () => {
    const result = resultFor(40)
    expect(result.categories.map((category) => category.label)).toEqual(CATEGORIES.map((category) => category.label))
    expect(result.categories.reduce((sum, category) => sum + category.score, 0)).toBe(40)
    expect(result.categories.every((category) => category.max === 12)).toBe(true)
    expect(result.categories[0]).toMatchObject({ id: 'leadership', score: 12, percent: 100 })
    expect(result.categories.at(-1)).toMatchObject({ id: 'readiness', score: 0, percent: 0 })
  })

  it('advises on the weakest category', () => {
    const answers = Object.fromEntries(QUESTIONS.map((question) => [question.id, 3]))
    answers['customer-concentration'] = 0
    const result = assessmentResult({
      businessName: 'Acme',
      ...scoreAnswers(answers),
      lifetimeGrossProfit: null,
      customerAcquisitionCost: null,
    })
    expect(result.focus).toMatchObject({ id: 'customers', label: 'Customers & Market', score: 6, max: 12 })
    expect(result.focus.advice).toBe(CATEGORY_ADVICE.customers)
  })

  it('has advice with three actions for every category and a summary for every rating', () => {
    for (const { id } of CATEGORIES) {
      expect(CATEGORY_ADVICE[id].summary.length).toBeGreaterThan(40)
      expect(new Set(CATEGORY_ADVICE[id].actions).size).toBe(3)
    }
    expect(Object.keys(RATING_SUMMARY).sort()).toEqual(['High Potential', 'Moderate Potential', 'Needs Development'])
  })

  it('reads LTV/CAC only when both inputs are given and non-zero', () => {
    expect(resultFor(40).ltvCac).toBeNull()
    expect(resultFor(40, { lifetimeGrossProfit: 40_000, customerAcquisitionCost: null }).ltvCac).toBeNull()
    expect(resultFor(40, { lifetimeGrossProfit: 40_000, customerAcquisitionCost: 0 }).ltvCac).toBeNull()
    expect(resultFor(40, { lifetimeGrossProfit: 40_000, customerAcquisitionCost: 10_000 }).ltvCac).toEqual({
      ratio: 4,
      score: 6,
      label: 'Good - Positive unit economics',
    })
    expect(resultFor(40, { lifetimeGrossProfit: 500, customerAcquisitionCost: 1_000 }).ltvCac).toEqual({
      ratio: 0.5,
      score: 2,
      label: 'Poor - Negative unit economics',
    })
  })

  it('writes a ratio to one decimal', () => {
    expect(formatRatio(4)).toBe('4.0')
    expect(formatRatio(2.345)).toBe('2.3')
    expect(formatRatio(12500 / 3)).toBe('4,166.7')
  })
})

describe('parseResultInput (the API answer or a value kept in the browser)', () => {
  const stored = {
    id: 7,
    businessName: 'Acme',
    ...scoreAnswers(answersWorth(50)),
    lifetimeGrossProfit: 40_000,
    customerAcquisitionCost: 10_000,
  }

  it('keeps a consistent record', () => {
    expect(parseResultInput(stored)).toEqual({
      businessName: 'Acme',
      totalScore: 50,
      categoryScores: stored.categoryScores,
      lifetimeGrossProfit: 40_000,
      customerAcquisitionCost: 10_000,
    })
  })

  it('refuses a tampered total that the category scores do not add up to', () => {
    expect(parseResultInput({ ...stored, totalScore: 84 })).toBeNull()
    expect(parseResultInput({ ...stored, categoryScores: { ...stored.categoryScores, leadership: 13 } })).toBeNull()
    expect(parseResultInput({ ...stored, categoryScores: { ...stored.categoryScores, team: 2.5 } })).toBeNull()
  })

  it('refuses what is not a scored record, such as the answer given to a suspected bot', () => {
    expect(parseResultInput({ success: true })).toBeNull()
    expect(parseResultInput(null)).toBeNull()
    expect(parseResultInput('{"totalScore":84}')).toBeNull()
    expect(parseResultInput({ ...stored, categoryScores: null })).toBeNull()
  })

  it('treats missing or negative amounts as not given', () => {
    const parsed = parseResultInput({ ...stored, lifetimeGrossProfit: -5, customerAcquisitionCost: undefined })
    expect(parsed).toMatchObject({ lifetimeGrossProfit: null, customerAcquisitionCost: null })
  })
})
