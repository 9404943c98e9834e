import {
  personEmailQuerySchema,
  type PersonMoveAnswer,
  personPatchSchema,
  pipelineQuerySchema,
  pipelineReportQuerySchema,
} from '@/contracts/pipeline'
import { TRIAGE_BODY_BYTES } from '@/contracts/lead-inbox'
import { requireLeadWorker } from '@/http/auth'
import { ApiError, invalidFieldsError, jsonResponse, type PayloadContext, readJson } from '@/http/http'
import { resolveOwner } from '@/leads/owners/owners'
import { parseDocId } from '@/lib/ids'

import { pipelineBoard } from './board'
import { draftReply } from './draft-reply'
import { movePerson } from './move'
import { personKeyOf, pipelineOf } from './person-record'
import { invalidQuery, parseQuery } from './query'
import { stageReport } from './report'

const NO_PERSON = 'No lead has this e-mail address'

/**
 * PATCH /api/people?email=: the person's stage, owner, follow-up day and/or deal, with the per-lead
 * triage's rules and history (the change is recorded on their newest lead). Answers their address
 * and pipeline only: reading the whole person (every lead, answer and history entry) was half of a
 * card move's time.
 */
export async function patchPerson(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const { email } = parseQuery(personEmailQuerySchema, new URL(request.url).searchParams)
  const key = personKeyOf(email)
  const { ownerId, stage, followUpOn, deal } = personPatchSchema.parse(await readJson(request, TRIAGE_BODY_BYTES))
  const cleared = ownerId === null || ownerId === ''
  const owner = ownerId === undefined ? undefined : cleared ? null : await resolveOwner(caller.payload, ownerId)
  if (owner === null && !cleared) throw invalidFieldsError(['ownerId'])
  const moved = await movePerson(caller, key, { stage, owner, followUpOn, deal })
  if (!moved) throw new ApiError(404, NO_PERSON)
  const answer: PersonMoveAnswer = { email: moved.email, ...pipelineOf(moved) }
  return jsonResponse(answer)
}

/** GET /api/pipeline[?owner=<id|me>&source=&campaign=&passed=1]: the board. */
export async function getPipeline(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const query = parseQuery(pipelineQuerySchema, new URL(request.url).searchParams)
  const ownerId =
    query.owner === undefined
      ? undefined
      : query.owner === 'me'
        ? caller.user.id
        : parseDocId(query.owner, caller.payload.db.defaultIDType)
  if (ownerId === null) throw invalidQuery(['owner'])
  return jsonResponse(
    await pipelineBoard(caller.payload, {
      ownerId,
      source: query.source,
      campaign: query.campaign,
      withPassed: query.passed === '1',
    }),
  )
}

/** POST /api/people/draft-reply?email=: a first reply to edit, grounded in the person's leads. */
export async function postDraftReply(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const { email } = parseQuery(personEmailQuerySchema, new URL(request.url).searchParams)
  const draft = await draftReply(caller, personKeyOf(email))
  if (!draft) throw new ApiError(404, NO_PERSON)
  return jsonResponse(draft)
}

/** GET /api/pipeline/report?from=&to=[&by=source|owner]: time in stage and conversion for the period. */
export async function getPipelineReport(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const query = parseQuery(pipelineReportQuerySchema, new URL(request.url).searchParams)
  if (query.from > query.to) throw invalidQuery(['from'])
  return jsonResponse(await stageReport(caller.payload, { from: query.from, to: query.to, by: query.by ?? 'source' }))
}
