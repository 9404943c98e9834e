/**
 * The pipeline is the person's, not each form's: one stage, owner, follow-up day and deal per
 * e-mail address. PATCH /api/people?email=, GET /api/pipeline and the stage report read this
 * file; docs/api.md (section "Pipeline").
 */
import { z } from './zod'

import { isCalendarDay } from '@/lib/calendar-day'

import { email } from './fields'
import { idSchema } from './ids'
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, OWNER_MAX_LENGTH } from './lead-inbox'
import type { Person } from './people'
import type { Task } from './tasks'

export const PIPELINE_ROUTE = '/api/pipeline'
export const PIPELINE_REPORT_ROUTE = '/api/pipeline/report'
const DRAFT_REPLY_ROUTE = '/api/people/draft-reply'
export const draftReplyRoute = (address: string) => `${DRAFT_REPLY_ROUTE}?${new URLSearchParams({ email: address })}`

/** The stages, in order: the lead statuses (a lead shows its person's stage). */
export const STAGES = LEAD_STATUSES
export type Stage = LeadStatus
export const STAGE_LABELS = LEAD_STATUS_LABELS
/** Kept off the board unless asked for (`?passed=1`): a closed conversation. */
export const HIDDEN_STAGES: readonly Stage[] = ['passed']

/** The most advanced of some stages (Passed and Invested rank after Diligence), New when none. */
export const mostAdvancedStage = (stages: readonly (string | null | undefined)[]): Stage =>
  stages.reduce<Stage>((best, stage) => {
    const rank = STAGES.indexOf(stage as Stage)
    return rank > STAGES.indexOf(best) ? (stage as Stage) : best
  }, 'new')

export const DEAL_ROUND_MAX_LENGTH = 60
export const DEAL_SUMMARY_MAX_LENGTH = 500
/** Largest deal amount, in dollars (a trillion: any bigger is a typo). */
const DEAL_AMOUNT_MAX = 1e12

const calendarDay = z.string().refine(isCalendarDay, 'must be a date (YYYY-MM-DD)')

/** Clears with null or ''; absent leaves it alone. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null))

const dealSchema = z.strictObject({
  amount: z.number().finite().min(0).max(DEAL_AMOUNT_MAX).nullable().optional(),
  round: clearableText(DEAL_ROUND_MAX_LENGTH),
  expectedClose: calendarDay.nullable().optional(),
  summary: clearableText(DEAL_SUMMARY_MAX_LENGTH),
})
export type DealInput = z.input<typeof dealSchema>

export type Deal = { amount: number | null; round: string | null; expectedClose: string | null; summary: string | null }

/** PATCH /api/people?email=: any of the stage, owner (a user who works leads; null clears), follow-up day and deal. */
export const personPatchSchema = z
  .strictObject({
    stage: z.enum(STAGES).optional(),
    ownerId: z
      .union([idSchema, z.string().trim().max(OWNER_MAX_LENGTH)])
      .nullable()
      .optional(),
    followUpOn: calendarDay.nullable().optional(),
    deal: dealSchema.optional(),
  })
  .refine((data) => Object.values(data).some((value) => value !== undefined), {
    message: 'No fields to update',
    path: ['body'],
  })
export type PersonPatchInput = z.input<typeof personPatchSchema>

/** `?email=`, once: the person. */
export const personEmailQuerySchema = z.strictObject({ email })

/** The pipeline state every lead of the person shows. */
export type PersonPipeline = {
  stage: Stage
  /** When the person entered the stage. */
  since: string
  owner: { id: number | string; name: string } | null
  followUpOn: string | null
  deal: Deal
}

/** PATCH /api/people: the person's address and pipeline after the move (GET /api/people reads the rest). */
export type PersonMoveAnswer = PersonPipeline & { email: string }

/** GET /api/pipeline: filters, each at most once. */
export const pipelineQuerySchema = z.strictObject({
  owner: z.string().trim().min(1).max(40).optional(),
  source: z.string().trim().min(1).max(200).optional(),
  campaign: z.string().trim().min(1).max(200).optional(),
  passed: z.enum(['0', '1']).optional(),
})

/** Cards shown per column; the column's count and total cover all its people. */
export const PIPELINE_CARDS_PER_STAGE = 200

export type PipelineCard = {
  email: string
  name: string
  company: string
  owner: string | null
  deal: Deal
  since: string
  nextTask: { id: number | string; title: string; dueAt: string } | null
}

export type PipelineAnswer = {
  stages: { key: Stage; label: string; count: number; total: number; people: PipelineCard[] }[]
  totals: { count: number; amount: number }
}

/** GET /api/pipeline/report: a period (days, inclusive, YYYY-MM-DD) and how to group it. */
export const pipelineReportQuerySchema = z.strictObject({
  from: calendarDay,
  to: calendarDay,
  by: z.enum(['source', 'owner']).optional(),
})

export type StageReportRow = {
  /** The source or owner; '' when none. */
  group: string
  /** People who entered each stage in the period. */
  entered: Partial<Record<Stage, number>>
  /** Entered the next open stage / entered this one, 0–1, for each stage with entries. */
  conversion: Partial<Record<Stage, number>>
  /** Mean days spent in each stage by those who left it in the period. */
  meanDaysInStage: Partial<Record<Stage, number>>
}

export type StageReport = { from: string; to: string; by: 'source' | 'owner'; rows: StageReportRow[] }

/** POST /api/people/draft-reply?email=: a first reply for the partner to edit. */
export type DraftReply = { subject: string; text: string; source: 'openai' | 'rules' }

/** An assessment's answers as the person's panel shows them: by area, with the score bars' figures. */
export type AssessmentAnswers = {
  id: number | string
  businessName: string
  totalScore: number
  rating: string | null
  /** The founder's results page on this site; null for an import scored by total alone. */
  resultsPath: string | null
  weakestArea: string | null
  areas: {
    id: string
    label: string
    score: number
    max: number
    answers: { question: string; answer: string; points: number }[]
  }[]
}

/** GET /api/people: the person with their pipeline, tasks and assessments' answers. */
export type PersonWithPipeline = Person &
  PersonPipeline & {
    tasks: Task[]
    answers: AssessmentAnswers[]
  }
