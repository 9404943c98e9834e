import { MAX_ASSESSMENT_SCORE } from '../constants'
import { assessLtvCac, ltvCacRatio, type LtvCacAssessment } from '../ltv-cac'
import { ratingForScore, type Rating } from '../rating'

import { CATEGORY_ADVICE, type CategoryAdvice } from './advice'
import { CATEGORIES, type CategoryId } from './questions'
import { CATEGORY_MAX, type CategoryScores, weakestCategory } from './scoring'

/** What the results page needs from a stored assessment. */
export type ResultInput = {
  businessName: string
  totalScore: number
  categoryScores: CategoryScores
  lifetimeGrossProfit: number | null
  customerAcquisitionCost: number | null
}

export type CategoryResult = { id: CategoryId; label: string; score: number; max: number; percent: number }

export type AssessmentResult = {
  businessName: string
  totalScore: number
  maxScore: number
  percent: number
  rating: Rating
  categories: CategoryResult[]
  focus: CategoryResult & { advice: CategoryAdvice }
  /** Null unless both customer-economics inputs were given and non-zero. */
  ltvCac: LtvCacAssessment | null
}

const percentOf = (score: number, max: number) => Math.round((score / max) * 100)

/** The results page's reading of a scored assessment. */
export function assessmentResult(input: ResultInput): AssessmentResult {
  const categories = CATEGORIES.map(({ id, label }) => {
    const score = input.categoryScores[id]
    return { id, label, score, max: CATEGORY_MAX[id], percent: percentOf(score, CATEGORY_MAX[id]) }
  })
  const weakest = weakestCategory(input.categoryScores)
  const ratio = ltvCacRatio(input.lifetimeGrossProfit, input.customerAcquisitionCost)
  return {
    businessName: input.businessName,
    totalScore: input.totalScore,
    maxScore: MAX_ASSESSMENT_SCORE,
    percent: percentOf(input.totalScore, MAX_ASSESSMENT_SCORE),
    rating: ratingForScore(input.totalScore),
    categories,
    focus: { ...categories.find((category) => category.id === weakest)!, advice: CATEGORY_ADVICE[weakest] },
    ltvCac: ratio === null ? null : assessLtvCac(ratio),
  }
}

/** A ratio's first term as investors write it, to one decimal: the "4.0" of "4.0 : 1". */
export const formatRatio = (ratio: number) =>
  ratio.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max

const amountOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null

/**
 * A result from an untrusted source (the API's answer, a value kept in the browser), or null when
 * it is not a consistent score: every category within its maximum and summing to the total.
 */
export function parseResultInput(value: unknown): ResultInput | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const scores = record.categoryScores as Record<string, unknown> | null | undefined
  if (typeof scores !== 'object' || scores === null) return null
  if (!CATEGORIES.every(({ id }) => isWhole(scores[id], CATEGORY_MAX[id]))) return null
  const categoryScores = Object.fromEntries(CATEGORIES.map(({ id }) => [id, scores[id]])) as CategoryScores
  const sum = Object.values(categoryScores).reduce((total, points) => total + points, 0)
  if (!isWhole(record.totalScore, MAX_ASSESSMENT_SCORE) || record.totalScore !== sum) return null
  return {
    businessName: typeof record.businessName === 'string' ? record.businessName : '',
    totalScore: record.totalScore,
    categoryScores,
    lifetimeGrossProfit: amountOrNull(record.lifetimeGrossProfit),
    customerAcquisitionCost: amountOrNull(record.customerAcquisitionCost),
  }
}
