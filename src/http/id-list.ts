import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'

import { MAX_AI_LIST_IDS } from '@/contracts/ai-results'
import { type DocId, parseDocId } from '@/lib/ids'

import { requireLeadWorker } from './auth'
import { invalidFieldsError, jsonResponse } from './http'
import { wholeList } from './records'

/**
 * The ids of a comma-separated query parameter (`?assessmentIds=3,7`): undefined when it is absent,
 * none when it is empty. Repeated, longer than MAX_AI_LIST_IDS, or with an id that is not one: 400 naming it.
 */
function idListParam(request: Request, name: string, payload: Payload): DocId[] | undefined {
  const values = new URL(request.url).searchParams.getAll(name)
  if (values.length === 0) return undefined
  const parts = values.length === 1 && values[0] !== '' ? values[0].split(',') : []
  const ids = parts.map((part) => parseDocId(part, payload.db.defaultIDType))
  if (values.length > 1 || ids.length > MAX_AI_LIST_IDS || ids.some((id) => id === null)) {
    throw invalidFieldsError([name])
  }
  return ids as DocId[]
}

/**
 * GET of a list of records (admin) that `?<param>=id,id` narrows to those whose `field` is one of
 * the ids (an AI result by its lead's id): newest first, streamed by wholeList.
 */
export async function listByIds<S extends CollectionSlug>(
  request: Request,
  payload: Payload,
  target: { collection: S; param: string; field: string; map: (doc: DataFromCollectionSlug<S>) => unknown },
): Promise<Response> {
  const admin = await requireLeadWorker(request, payload)
  const ids = idListParam(request, target.param, admin.payload)
  if (ids?.length === 0) return jsonResponse([])
  return wholeList(admin, target.collection, {
    where: ids ? { [target.field]: { in: ids } } : undefined,
    map: target.map,
  })
}
