import type { Payload, TypedUser } from 'payload'

import type { PredictionRecord } from '@/contracts/ai-results'
import { type DocId, relationId } from '@/lib/ids'
import type { AiPrediction } from '@/payload-types'

import { accessFor } from './access'
import { predictAssessment, predictionInput } from './prediction'
import { analyseAndReplace } from './replace-result'
import type { Analyst } from './types'

/** The JSON shape of a stored prediction: the full object plus its flat fields. */
export const predictionRecord = (doc: AiPrediction): PredictionRecord => ({
  id: doc.id,
  assessmentId: relationId(doc.assessment),
  prediction: doc.prediction,
  investmentRecommendation: doc.investmentRecommendation,
  investmentReadiness: doc.investmentReadiness,
  growthPotential: doc.growthPotential,
  riskLevel: doc.riskLevel,
  confidenceScore: doc.confidenceScore,
  keyStrengths: doc.keyStrengths,
  criticalChallenges: doc.criticalChallenges,
  recommendedActions: doc.recommendedActions,
  rating: doc.rating,
  source: doc.source,
  model: doc.model,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

export async function findPrediction(payload: Payload, assessmentId: DocId, user?: TypedUser | null) {
  const { docs } = await payload.find({
    collection: 'ai-predictions',
    where: { assessment: { equals: assessmentId } },
    limit: 1,
    depth: 0,
    ...accessFor(user),
  })
  return docs[0] ?? null
}

/**
 * Generates the assessment's prediction and stores it, replacing any earlier one (one per
 * assessment). Null when the assessment does not exist. `analyst`: the model to ask (by default
 * the configured one; null for the rule-based analyst).
 */
export async function generatePrediction(
  payload: Payload,
  assessmentId: DocId,
  user?: TypedUser | null,
  analyst?: Analyst | null,
): Promise<PredictionRecord | null> {
  const doc = await analyseAndReplace(payload, 'ai-predictions', assessmentId, user, async (assessment) => {
    const { result, source, model } = await predictAssessment(predictionInput(assessment), analyst, payload.logger)
    return {
      prediction: result,
      investmentRecommendation: result.investmentRecommendation,
      investmentReadiness: result.investmentReadiness,
      growthPotential: result.growthPotential,
      riskLevel: result.riskLevel,
      confidenceScore: result.confidenceScore,
      keyStrengths: result.keyStrengths,
      criticalChallenges: result.criticalChallenges,
      recommendedActions: result.recommendedActions,
      rating: result.rating,
      source,
      model,
    }
  })
  return doc && predictionRecord(doc)
}
