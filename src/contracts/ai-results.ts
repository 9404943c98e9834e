import { z } from './zod'

import { ENHANCEMENT_TYPES, type EnhancementType } from './enumerations'

import type { MessageAnalysisAnswer, PredictionAnswer } from './ai-answers'
import { JSON_BODY_BYTES } from './fields'
import type { Id } from './ids'

/** AI results: predictions of assessments and analyses of inquiries, as stored and as listed. */
import type { AiPrediction, MessageAnalysis } from '@/payload-types'
import type { DocId } from '@/lib/ids'

export type { AiPrediction, MessageAnalysis }

type Stored = 'id' | 'source' | 'model' | 'createdAt' | 'updatedAt'

/** The JSON shape of a stored prediction: the full object plus its flat fields. */
export type PredictionRecord = Pick<
  AiPrediction,
  | Stored
  | 'prediction'
  | 'investmentRecommendation'
  | 'investmentReadiness'
  | 'growthPotential'
  | 'riskLevel'
  | 'confidenceScore'
  | 'keyStrengths'
  | 'criticalChallenges'
  | 'recommendedActions'
  | 'rating'
> & { assessmentId: DocId }

/** The JSON shape of a stored inquiry analysis. */
export type MessageAnalysisRecord = Pick<
  MessageAnalysis,
  Stored | 'urgencyLevel' | 'businessPotential' | 'summary' | 'keyPoints'
> & { contactInquiryId: DocId }

/** A prediction as the dashboard reads one listed: each field may be missing on older records. */
export type Prediction = { [K in keyof PredictionAnswer]?: PredictionAnswer[K] | null }
/** A listed prediction (GET /api/ai-predictions, /api/predictions/{id}): the analysis in `prediction`, its main fields also flat. */
export type AiPredictionItem = Prediction & { assessmentId: Id; prediction?: Prediction | null }
/** A listed inquiry analysis (GET /api/message-analyses). */
export type ListedMessageAnalysis = MessageAnalysisAnswer & { contactInquiryId: Id }

/**
 * GET /api/ai-predictions?assessmentIds=1,2 and /api/message-analyses?contactInquiryIds=1,2: only
 * the results of those leads (the dashboard asks for the page it shows), at most this many ids.
 */
export const AI_LIST_FILTERS = { predictions: 'assessmentIds', analyses: 'contactInquiryIds' } as const
export const MAX_AI_LIST_IDS = 200

/** Longest stored text of an AI result, in characters (the analysts' own bounds are tighter). */
export const AI_RESULT_LIMITS = {
  investmentRecommendation: 40,
  summary: 2000,
  model: 100,
} as const

/** Scores of a prediction: readiness and growth 0–10, confidence a percentage. */
export const SCORE_RANGES = {
  investmentReadiness: { min: 0, max: 10 },
  growthPotential: { min: 0, max: 10 },
  confidenceScore: { min: 0, max: 100 },
} as const

/** Longest text of each field of POST /api/enhance-bio, in characters. */
export const ENHANCE_BIO_LIMITS = {
  bio: 5000,
  name: 200,
  title: 200,
  company: 200,
  expertise: 500,
  customInstructions: 1000,
} as const

/** Body of POST /api/enhance-bio. */
export const ENHANCE_BIO_BODY_BYTES = JSON_BODY_BYTES

/** Optional text, trimmed; absent or null reads as ''. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value?.trim() ?? '')

/** POST /api/enhance-bio: the bio and what the model may use to improve it. */
export const enhanceBioSchema = z.object({
  bio: text(ENHANCE_BIO_LIMITS.bio),
  name: text(ENHANCE_BIO_LIMITS.name),
  title: text(ENHANCE_BIO_LIMITS.title),
  company: text(ENHANCE_BIO_LIMITS.company),
  expertise: text(ENHANCE_BIO_LIMITS.expertise),
  enhancementType: z.enum(ENHANCEMENT_TYPES).default('general'),
  customInstructions: text(ENHANCE_BIO_LIMITS.customInstructions),
})

export type EnhanceBioInput = z.input<typeof enhanceBioSchema>
export type EnhanceBioData = z.output<typeof enhanceBioSchema>

/** What the analysts are given to improve a bio (the checked body of POST /api/enhance-bio). */
export type BioInput = {
  bio: string
  name: string
  title: string
  company: string
  expertise: string
  enhancementType: EnhancementType
  customInstructions: string
}

/** POST /api/enhance-bio's answer. */
export type EnhanceBioAnswer = { enhancedBio: string; source: string; model?: string | null }
