import { z } from './zod'

import { QUESTIONS } from '@/lib/assessment/questions'
import { unansweredQuestions } from '@/lib/assessment/scoring'
import { INDUSTRIES, MAX_ASSESSMENT_SCORE, REVENUE_RANGES } from '@/lib/assessment/options'

import {
  EMAIL_MAX_LENGTH,
  email,
  JSON_BODY_BYTES,
  optionalEnum,
  optionalText,
  requiredText,
  URL_MAX_LENGTH,
} from './fields'

/** Assessments: the visitor's questionnaire, the field limits, and the stored record. */
export type { Assessment } from '@/payload-types'

/** Longest text of each field, in characters; the collection stores the same limits. */
export const ASSESSMENT_LIMITS = {
  businessName: 200,
  contactName: 120,
  contactEmail: EMAIL_MAX_LENGTH,
  businessWebsite: URL_MAX_LENGTH,
  businessCity: 120,
  businessState: 120,
  businessZipCode: 20,
  questionId: 64,
} as const

/** Largest dollar amount (lifetime gross profit, customer acquisition cost) the API takes. */
export const MAX_AMOUNT = 1e15
/** A question's options score 0 (first) to 4 (last). */
export const MAX_ANSWER = 4

/** Body of POST /api/assessments. */
export const ASSESSMENT_BODY_BYTES = JSON_BODY_BYTES

const QUESTION_IDS = new Set(QUESTIONS.map((question) => question.id))

const amount = z.number().min(0).max(MAX_AMOUNT).nullish()

const businessFields = {
  businessName: requiredText(ASSESSMENT_LIMITS.businessName),
  contactName: requiredText(ASSESSMENT_LIMITS.contactName),
  contactEmail: email,
  businessWebsite: optionalText(ASSESSMENT_LIMITS.businessWebsite),
  industry: optionalEnum(INDUSTRIES),
  businessCity: requiredText(ASSESSMENT_LIMITS.businessCity),
  businessState: requiredText(ASSESSMENT_LIMITS.businessState),
  businessZipCode: requiredText(ASSESSMENT_LIMITS.businessZipCode),
  annualRevenue: z.enum(REVENUE_RANGES),
  lifetimeGrossProfit: amount,
  customerAcquisitionCost: amount,
  /** 'E-mail me my results' on the last step (optional, default false): the founder gets the results e-mail. */
  emailResults: z.boolean().optional(),
}

/** The questionnaire: question id → chosen option, 0 (first) to 4 (last); every question answered. */
export const answersSchema = z
  .record(z.string().max(ASSESSMENT_LIMITS.questionId), z.number().int().min(0).max(MAX_ANSWER))
  .superRefine((value, context) => {
    const unknown = Object.keys(value).filter((id) => !QUESTION_IDS.has(id))
    const missing = unansweredQuestions(value).filter((id) => !(id in value))
    for (const id of [...unknown, ...missing]) {
      context.addIssue({
        code: 'custom',
        path: [id],
        message: QUESTION_IDS.has(id) ? 'Unanswered' : 'Unknown question',
      })
    }
  })

const totalScore = z.number().int().min(0).max(MAX_ASSESSMENT_SCORE)

/** POST /api/assessments by a visitor: the answers; any totalScore sent is ignored (stripped) and computed. */
export const assessmentVisitorSchema = z.object({ ...businessFields, answers: answersSchema })

/** POST /api/assessments with the key (imports): totalScore directly, or answers to score. */
export const assessmentImportSchema = z
  .object({ ...businessFields, totalScore: totalScore.optional(), answers: answersSchema.optional() })
  .refine((data) => data.totalScore !== undefined || data.answers !== undefined, {
    message: 'totalScore or answers is required',
    path: ['totalScore'],
  })

export type AssessmentVisitorInput = z.input<typeof assessmentVisitorSchema>
export type AssessmentVisitorData = z.output<typeof assessmentVisitorSchema>
export type AssessmentImportInput = z.input<typeof assessmentImportSchema>
export type AssessmentImportData = z.output<typeof assessmentImportSchema>

// Attribution and triage, shared by every lead.
export * from './lead-common'
