import { MAX_ASSESSMENT_SCORE } from './options'

import { CATEGORIES } from './questions'
import { CATEGORY_MAX, type CategoryScores } from './scoring'

/** What the results page needs from a stored assessment. */
export type ResultInput = {
  businessName: string
  totalScore: number
  categoryScores: CategoryScores
  lifetimeGrossProfit: number | null
  customerAcquisitionCost: number | null
}

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
