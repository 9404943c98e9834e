import type { Payload } from 'payload'

import { ADVISOR_BODY_BYTES, advisorCreateSchema, advisorUpdateSchema } from '@/contracts/advisors'
import { sharedState } from '@/shared-state'
import { LockBusyError, withLock } from '@/shared-state/lock'

import { getCaller, requireAdmin } from '@/http/auth'
import { ApiError, type IdContext, jsonResponse, readJson, type PayloadContext } from '@/http/http'
import { BY_POSITION, deleteRecord, listRecords, updateRecord } from '@/http/records'

const LABEL = 'Advisor'

/**
 * Creates, deletes and reorders of advisors take turns on every instance, under a lock in the
 * database, so positions stay distinct (see reorder-advisors.ts).
 */
export async function inAdvisorOrder<T>(payload: Payload, task: () => Promise<T>): Promise<T> {
  try {
    return await withLock(sharedState(payload).locks, 'advisor-order', task)
  } catch (error) {
    if (error instanceof LockBusyError) {
      throw new ApiError(503, 'The advisors are being changed by another request. Try again.', { 'retry-after': '1' })
    }
    throw error
  }
}

/** GET /api/advisors: active advisors for visitors, all of them with the key. */
export async function listAdvisors(request: Request, { payload }: PayloadContext): Promise<Response> {
  return listRecords(await getCaller(request, payload), 'advisors', BY_POSITION)
}

/** POST /api/advisors: a new advisor goes to the end of the list. */
export async function createAdvisor(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { user } = await requireAdmin(request, payload)
  const data = advisorCreateSchema.parse(await readJson(request, ADVISOR_BODY_BYTES))
  const doc = await inAdvisorOrder(payload, async () => {
    const { docs } = await payload.find({
      collection: 'advisors',
      user,
      overrideAccess: false,
      sort: '-displayOrder',
      limit: 1,
      depth: 0,
      select: { displayOrder: true },
    })
    const displayOrder = docs.length ? (docs[0].displayOrder ?? 0) + 1 : 0
    return payload.create({
      collection: 'advisors',
      data: { ...data, displayOrder },
      user,
      overrideAccess: false,
      depth: 0,
    })
  })
  return jsonResponse(doc, 201)
}

export const updateAdvisor = (request: Request, context: PayloadContext<IdContext>): Promise<Response> =>
  updateRecord(request, context, {
    collection: 'advisors',
    label: LABEL,
    schema: advisorUpdateSchema,
    maxBytes: ADVISOR_BODY_BYTES,
  })

export const deleteAdvisor = async (request: Request, context: PayloadContext<IdContext>): Promise<Response> =>
  inAdvisorOrder(context.payload, () => deleteRecord(request, context, { collection: 'advisors', label: LABEL }))
