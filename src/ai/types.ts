import type { CategoryScores } from '@/lib/assessment/scoring'
import type { AiSource, InquiryType } from '@/contracts/enumerations'
import type { BioInput } from '@/contracts/ai-results'

import type { MessageAnalysisAnswer, PredictionAnswer } from '@/contracts/ai-answers'

/** What the analysts know about an assessment. */
export type PredictionInput = {
  businessName: string
  industry: string | null
  annualRevenue: string
  totalScore: number
  /** Missing on assessments imported without their answers. */
  categoryScores: CategoryScores | null
  lifetimeGrossProfit: number | null
  customerAcquisitionCost: number | null
}

export type MessageInput = {
  firstName: string
  lastName: string
  industry: string | null
  inquiryType: InquiryType
  website: string | null
  message: string
}

/** What a first reply to a founder is drafted from: their leads' facts, plain text as they typed it. */
export type DraftInput = {
  firstName: string
  firmName: string
  partnerName: string | null
  businessName: string | null
  totalScore: number | null
  rating: string | null
  weakestArea: string | null
  revenueBand: string | null
  inquiryType: string | null
  message: string | null
  bookingUrl: string | null
}

/** A drafted reply: the partner edits it before anything is sent. */
export type DraftAnswer = { subject: string; text: string }

/** One provider of analyses; every answer is already schema-checked and bounded. */
export interface Analyst {
  readonly source: AiSource
  readonly model: string
  predict(input: PredictionInput): Promise<PredictionAnswer>
  analyzeMessage(input: MessageInput): Promise<MessageAnalysisAnswer>
  enhanceBio(input: BioInput): Promise<string>
  draftReply(input: DraftInput): Promise<DraftAnswer>
}

/** A result with the provider that produced it, as stored. */
export type Sourced<T> = { result: T; source: AiSource; model: string }
