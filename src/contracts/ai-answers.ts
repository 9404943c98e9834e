import { z } from 'zod'

import { LEVELS, RATINGS, RECOMMENDATIONS } from './enumerations'

/**
 * What the model must answer (sent as its structured-output schema) and the bounds every result
 * passes before it is stored, whoever produced it: enums, 0–10 scores, at most 5 items per list,
 * and length limits. Model output is validated here, then clamped by the `bound*` functions.
 */
export const MAX_LIST_ITEMS = 5
export const MAX_ITEM_CHARS = 300
export const MAX_SUMMARY_CHARS = 600
export const MAX_BIO_CHARS = 3000

const score = z.number().describe('0 to 10, one decimal at most')
const sentences = z.array(z.string()).describe(`At most ${MAX_LIST_ITEMS} items, one specific sentence each`)

export const predictionAnswer = z.object({
  investmentRecommendation: z.enum(RECOMMENDATIONS),
  investmentReadiness: score,
  growthPotential: score,
  riskLevel: z.enum(LEVELS),
  confidenceScore: z.number().describe('Percent, 0 to 100'),
  keyStrengths: sentences,
  criticalChallenges: sentences,
  recommendedActions: sentences,
  rating: z.enum(RATINGS),
})
export type PredictionAnswer = z.infer<typeof predictionAnswer>

export const messageAnalysisAnswer = z.object({
  urgencyLevel: z.enum(LEVELS),
  businessPotential: z.enum(LEVELS),
  summary: z.string().describe('At most 2 sentences'),
  keyPoints: sentences,
})
export type MessageAnalysisAnswer = z.infer<typeof messageAnalysisAnswer>

export const enhancedBioAnswer = z.object({ enhancedBio: z.string() })

/** A first reply to a founder, drafted for the partner to edit. */
export const draftReplyAnswer = z.object({ subject: z.string(), text: z.string() })

const clampScore = (value: number, max: number) =>
  Number.isFinite(value) ? Math.round(Math.min(max, Math.max(0, value)) * 10) / 10 : 0

/** Plain text on one line or paragraph: no control characters, at most `max` characters. */
function boundText(value: string, max: number): string {
  const clean = value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim()
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`
}

const boundList = (items: string[]) =>
  items
    .map((item) => boundText(item.replace(/\s+/g, ' '), MAX_ITEM_CHARS))
    .filter(Boolean)
    .slice(0, MAX_LIST_ITEMS)

export function boundPrediction(answer: PredictionAnswer): PredictionAnswer {
  return {
    ...answer,
    investmentReadiness: clampScore(answer.investmentReadiness, 10),
    growthPotential: clampScore(answer.growthPotential, 10),
    confidenceScore: Math.round(clampScore(answer.confidenceScore, 100)),
    keyStrengths: boundList(answer.keyStrengths),
    criticalChallenges: boundList(answer.criticalChallenges),
    recommendedActions: boundList(answer.recommendedActions),
  }
}

export function boundMessageAnalysis(answer: MessageAnalysisAnswer): MessageAnalysisAnswer {
  return {
    ...answer,
    summary: boundText(answer.summary.replace(/\s+/g, ' '), MAX_SUMMARY_CHARS),
    keyPoints: boundList(answer.keyPoints),
  }
}

export const boundBio = (bio: string) => boundText(bio.replace(/\n{3,}/g, '\n\n'), MAX_BIO_CHARS)

/** Subject on one line (at most 200 characters), text at most 10,000: what a reply may hold. */
export const boundDraft = (draft: { subject: string; text: string }) => ({
  subject: boundText(draft.subject.replace(/\s+/g, ' '), 200),
  text: boundText(draft.text.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n'), 10_000),
})
