import { MAX_ASSESSMENT_SCORE } from './options'
import { assessLtvCac, ltvCacRatio, type LtvCacAssessment } from '../ltv-cac'
import { ratingForScore, type Rating } from '../rating'

import { CATEGORY_ADVICE, type CategoryAdvice } from './advice'
import { CATEGORIES, type CategoryId } from './questions'
import type { ResultInput } from './result-input'
import { CATEGORY_MAX, weakestCategory } from './scoring'

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
