import type { Payload } from 'payload'

import {
  ASSESSMENT_BODY_BYTES,
  type AssessmentImportData,
  assessmentImportSchema,
  assessmentVisitorSchema,
  attributionOf,
} from '@/contracts/assessments'
import type { HeldReason } from '@/contracts/held-leads'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import { resultsEmailConsent } from '@/leads/consent'
import { holdSubmission } from '@/leads/held/held'
import { EMAIL_RESULTS_CONTEXT } from '@/leads/hooks'
import { mayEmailResults } from '@/leads/results-email'
import { requestClientIp } from '@/lib/client-address'
import { MAX_ASSESSMENT_SCORE } from '@/lib/assessment/options'
import { scoreAnswers } from '@/lib/assessment/scoring'
import { resultsPath } from '@/lib/results-token'

import { getCaller, isAdminUser, requireLeadWorker } from '@/http/auth'
import { ApiError, type IdContext, jsonResponse, readJson, type PayloadContext } from '@/http/http'
import { findRecord } from '@/http/records'
import { screenSubmission, spamAnswer } from '@/http/spam'

/** The stored record, its permanent results address, and the founder's e-mail request passed to the hooks. */
async function store(
  payload: Payload,
  parsed: ReturnType<typeof scored<AssessmentImportData>> & {
    attribution?: NonNullable<ReturnType<typeof attributionOf>>
  },
  user: Parameters<Payload['create']>[0]['user'],
  resultsEmailAllowed = true,
): Promise<Response> {
  const { emailResults, ...data } = parsed
  const doc = await payload.create({
    collection: 'assessments',
    data: { ...data, ...resultsEmailConsent(emailResults === true) },
    ...(user ? { user, overrideAccess: false } : { overrideAccess: true }),
    depth: 0,
    // Imports scored by total alone have no results page to send.
    context: { [EMAIL_RESULTS_CONTEXT]: emailResults === true && data.categoryScores !== null && resultsEmailAllowed },
  })
  const path = data.categoryScores ? resultsPath(payload.secret, doc) : null
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

/** A suspected bot's questionnaire, stored as held when it is a valid one (else there is nothing to release). */
async function holdAssessment(payload: Payload, reason: HeldReason, body: Record<string, unknown>, host: string) {
  // The founder saw no results page, so a released one is sent no results e-mail.
  const parsed = assessmentVisitorSchema.omit({ emailResults: true }).safeParse(body)
  if (!parsed.success) return
  const { totalScore, categoryScores } = scoreAnswers(parsed.data.answers)
  const data = {
    ...parsed.data,
    totalScore,
    categoryScores,
    attribution: attributionOf(body.attribution, host) ?? undefined,
  }
  await holdSubmission(payload, {
    kind: 'assessment',
    reason,
    name: data.contactName,
    email: data.contactEmail,
    text: `${data.businessName}, ${data.businessCity}, ${data.businessState}: scored ${totalScore}/${MAX_ASSESSMENT_SCORE}`,
    data,
  })
}

/**
 * POST /api/assessments. Visitors: the questionnaire with the same spam defences as contact;
 * the server scores it. The admin key: the Assessment fields are taken as given (imports).
 * Answers 201 with the stored record, categoryScores included.
 */
export async function submitAssessment(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { user } = await getCaller(request, payload)
  if (user && isAdminUser(user)) {
    return store(payload, scored(assessmentImportSchema.parse(await readJson(request, ASSESSMENT_BODY_BYTES))), user)
  }
  const { body, reason } = await screenSubmission(request, payload, 'assessment', { bytes: ASSESSMENT_BODY_BYTES })
  if (reason) {
    await holdAssessment(payload, reason, body, new URL(request.url).host)
    return spamAnswer()
  }
  const data = {
    ...scored(assessmentVisitorSchema.parse(body)),
    attribution: attributionOf(body.attribution, new URL(request.url).host) ?? undefined,
  }
  const resultsEmailAllowed =
    data.emailResults === true && (await mayEmailResults(payload, requestClientIp(request.headers)))
  // Visitors may not write leads through Payload's access rules; the checks above are ours.
  return store(payload, data, null, resultsEmailAllowed)
}

export async function getAssessment(
  request: Request,
  { params, payload }: PayloadContext<IdContext>,
): Promise<Response> {
  return jsonResponse(
    await findRecord(
      await requireLeadWorker(request, payload),
      'assessments',
      (await params).id,
      LEAD_KIND_TABLE.assessment.label,
    ),
  )
}
