import type { Payload } from 'payload'

import { MAX_AI_LIST_IDS } from '@/contracts/ai-results'
import { type DocId, parseDocId } from '@/lib/ids'

import { invalidFieldsError } from './http'

/**
 * The ids of a comma-separated query parameter (`?assessmentIds=3,7`): undefined when it is absent,
 * none when it is empty. Repeated, longer than MAX_AI_LIST_IDS, or with an id that is not one: 400 naming it.
 */
export function idListParam(request: Request, name: string, payload: Payload): DocId[] | undefined {
  const values = new URL(request.url).searchParams.getAll(name)
  if (values.length === 0) return undefined
  const parts = values.length === 1 && values[0] !== '' ? values[0].split(',') : []
  const ids = parts.map((part) => parseDocId(part, payload.db.defaultIDType))
  if (values.length > 1 || ids.length > MAX_AI_LIST_IDS || ids.some((id) => id === null)) {
    throw invalidFieldsError([name])
  }
  return ids as DocId[]
}
