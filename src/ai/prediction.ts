import { z } from 'zod'

import { CATEGORIES } from '@/lib/assessment/questions'
import { CATEGORY_MAX, type CategoryScores } from '@/lib/assessment/scoring'
import { assessLtvCac, ltvCacRatio } from '@/lib/ltv-cac'
import type { Assessment } from '@/payload-types'

import { analyse, type AnalystLogger } from './analyst'
import type { PredictionAnswer } from '@/contracts/ai-answers'
import type { Analyst, PredictionInput, Sourced } from './types'

/** The AI panel's Customer Economics block, always computed from the figures, never by the model. */
type LtvCacAnalysis = {
  ratio: number
  score: number
  label: string
  lifetimeGrossProfit: number
  customerAcquisitionCost: number
}

type Prediction = PredictionAnswer & { ltvCacAnalysis: LtvCacAnalysis | null }

const categoryScoresShape = z.object(
  Object.fromEntries(CATEGORIES.map(({ id }) => [id, z.number().int().min(0).max(CATEGORY_MAX[id])])) as Record<
    keyof CategoryScores,
    z.ZodNumber
  >,
)

/** The analysts' view of an assessment; category scores are dropped when absent or malformed. */
export function predictionInput(assessment: Assessment): PredictionInput {
  const categoryScores = categoryScoresShape.safeParse(assessment.categoryScores)
  return {
    businessName: assessment.businessName,
    industry: assessment.industry ?? null,
    annualRevenue: assessment.annualRevenue,
    totalScore: assessment.totalScore,
    categoryScores: categoryScores.success ? (categoryScores.data as CategoryScores) : null,
    lifetimeGrossProfit: assessment.lifetimeGrossProfit ?? null,
    customerAcquisitionCost: assessment.customerAcquisitionCost ?? null,
  }
}

export function ltvCacAnalysis(input: PredictionInput): LtvCacAnalysis | null {
  const ratio = ltvCacRatio(input.lifetimeGrossProfit, input.customerAcquisitionCost)
  if (ratio === null) return null
  const { score, label } = assessLtvCac(ratio)
  return {
    ratio: Math.round(ratio * 100) / 100,
    score,
    label,
    lifetimeGrossProfit: input.lifetimeGrossProfit ?? 0,
    customerAcquisitionCost: input.customerAcquisitionCost ?? 0,
  }
}

export async function predictAssessment(
  input: PredictionInput,
  model?: Analyst | null,
  logger?: AnalystLogger,
): Promise<Sourced<Prediction>> {
  const answer = await analyse((analyst) => analyst.predict(input), model, logger)
  return { ...answer, result: { ...answer.result, ltvCacAnalysis: ltvCacAnalysis(input) } }
}
