import { ASSESSMENT_BODY_BYTES, assessmentImportSchema, assessmentVisitorSchema, attributionOf } from '@/contracts/assessments'
import { scoreAnswers } from '@/lib/assessment/scoring'

import { getCaller, isAdminUser, requireAdmin } from './auth'
import { ApiError, type IdContext, jsonResponse, readJson } from './http'
import { deleteRecord, findRecord, listRecords, NEWEST_FIRST } from './records'
import { asFormBody, isSpam, limitSubmissions, spamAnswer } from './spam'

const LABEL = 'Assessment'

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
    const data = scored(assessmentImportSchema.parse(await readJson(request, ASSESSMENT_BODY_BYTES)))
    const doc = await payload.create({ collection: 'assessments', data, user, overrideAccess: false, depth: 0 })
    return jsonResponse(doc, 201)
  }
  await limitSubmissions(request, 'assessment')
  const body = asFormBody(await readJson(request, ASSESSMENT_BODY_BYTES))
  if (isSpam(body)) return spamAnswer()
  const data = { ...scored(assessmentVisitorSchema.parse(body)), attribution: attributionOf(body.attribution, new URL(request.url).host) ?? undefined }
  // Visitors may not write leads through Payload's access rules; the checks above are ours.
  const doc = await payload.create({ collection: 'assessments', data, overrideAccess: true, depth: 0 })
  return jsonResponse(doc, 201)
}

export async function listAssessments(request: Request): Promise<Response> {
  return listRecords(await requireAdmin(request), 'assessments', NEWEST_FIRST)
}

export async function getAssessment(request: Request, { params }: IdContext): Promise<Response> {
  return jsonResponse(await findRecord(await requireAdmin(request), 'assessments', (await params).id, LABEL))
}

export const deleteAssessment = (request: Request, context: IdContext): Promise<Response> =>
  deleteRecord(request, context, { collection: 'assessments', label: LABEL })
