import type { Payload } from 'payload'
import { z } from 'zod'

import { QUESTIONS } from '@/lib/assessment/questions'
import { scoreAnswers, unansweredQuestions } from '@/lib/assessment/scoring'
import { INDUSTRIES, MAX_ASSESSMENT_SCORE, REVENUE_RANGES } from '@/lib/constants'
import { EMAIL_RESULTS_CONTEXT } from '@/leads/hooks'
import { resultsPath } from '@/lib/results-token'

import { getCaller, isAdminUser, requireAdmin } from './auth'
import { email, optionalEnum, optionalText, requiredText } from './fields'
import { ApiError, type IdContext, jsonResponse, readJson } from './http'
import { deleteRecord, findRecord, listRecords, NEWEST_FIRST } from './records'
import { asFormBody, isSpam, limitSubmissions, spamAnswer } from './spam'

const LABEL = 'Assessment'
const QUESTION_IDS = new Set(QUESTIONS.map((question) => question.id))

const amount = z.number().min(0).max(1e15).nullish()

const businessFields = {
  businessName: requiredText(200),
  contactName: requiredText(120),
  contactEmail: email,
  businessWebsite: optionalText(2048),
  industry: optionalEnum(INDUSTRIES),
  businessCity: requiredText(120),
  businessState: requiredText(120),
  businessZipCode: requiredText(20),
  annualRevenue: z.enum(REVENUE_RANGES),
  lifetimeGrossProfit: amount,
  customerAcquisitionCost: amount,
  /** 'E-mail me my results' on the last step: the founder receives the results e-mail. */
  emailResults: z.boolean().optional(),
}

/** The questionnaire: question id → chosen option, 0 (first) to 4 (last); every question answered. */
const answers = z
  .record(z.string().max(64), z.number().int().min(0).max(4))
  .superRefine((value, context) => {
    const unknown = Object.keys(value).filter((id) => !QUESTION_IDS.has(id))
    const missing = unansweredQuestions(value).filter((id) => !(id in value))
    for (const id of [...unknown, ...missing]) {
      context.addIssue({ code: 'custom', path: [id], message: QUESTION_IDS.has(id) ? 'Unanswered' : 'Unknown question' })
    }
  })

const totalScore = z.number().int().min(0).max(MAX_ASSESSMENT_SCORE)

/** Visitors send answers; any totalScore they send is ignored (stripped) and computed here. */
const visitorSchema = z.object({ ...businessFields, answers })

/** Imports with the key give totalScore directly, or answers to score. */
const adminSchema = z
  .object({ ...businessFields, totalScore: totalScore.optional(), answers: answers.optional() })
  .refine((data) => data.totalScore !== undefined || data.answers !== undefined, {
    message: 'totalScore or answers is required',
    path: ['totalScore'],
  })

/** The stored record, its permanent results address, and the founder's e-mail request passed to the hooks. */
async function store(
  payload: Payload,
  parsed: ReturnType<typeof scored<z.infer<typeof adminSchema>>>,
  user: Parameters<Payload['create']>[0]['user'],
): Promise<Response> {
  const { emailResults, ...data } = parsed
  const doc = await payload.create({
    collection: 'assessments',
    data,
    ...(user ? { user, overrideAccess: false } : { overrideAccess: true }),
    depth: 0,
    // Imports scored by total alone have no results page to send.
    context: { [EMAIL_RESULTS_CONTEXT]: emailResults === true && data.categoryScores !== null },
  })
  const path = data.categoryScores ? resultsPath(payload.secret, doc.id) : null
  return jsonResponse({ ...doc, resultsPath: path }, 201)
}

function scored<T extends { answers?: Record<string, number>; totalScore?: number }>(data: T) {
  if (!data.answers) return { ...data, totalScore: data.totalScore!, categoryScores: null }
  const score = scoreAnswers(data.answers)
  if (data.totalScore !== undefined && data.totalScore !== score.totalScore) {
    throw new ApiError(400, `totalScore does not match the answers (${score.totalScore})`)
  }
  return { ...data, ...score }
}

/**
 * POST /api/assessments. Visitors: the questionnaire with the same spam defences as contact;
 * the server scores it. The admin key: the Assessment fields are taken as given (imports).
 * Answers 201 with the stored record, categoryScores included.
 */
export async function submitAssessment(request: Request): Promise<Response> {
  const { payload, user } = await getCaller(request)
  if (user && isAdminUser(user)) {
    return store(payload, scored(adminSchema.parse(await readJson(request))), user)
  }
  limitSubmissions(request, 'assessment')
  const body = asFormBody(await readJson(request))
  if (isSpam(body)) return spamAnswer()
  // Visitors may not write leads through Payload's access rules; the checks above are ours.
  return store(payload, scored(visitorSchema.parse(body)), null)
}

export async function listAssessments(request: Request): Promise<Response> {
  return listRecords(await requireAdmin(request), 'assessments', NEWEST_FIRST)
}

export async function getAssessment(request: Request, { params }: IdContext): Promise<Response> {
  return jsonResponse(await findRecord(await requireAdmin(request), 'assessments', (await params).id, LABEL))
}

export const deleteAssessment = (request: Request, context: IdContext): Promise<Response> =>
  deleteRecord(request, context, { collection: 'assessments', label: LABEL })
