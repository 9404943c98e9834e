import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { ADVISOR_BODY_BYTES, advisorReorderSchema } from '@/contracts/advisors'
import { revalidatePaths } from '@/hooks/revalidate'
import { parseDocId } from '@/lib/ids'
import { announceContentChange } from '@/shared-state/content-sync'

import { inAdvisorOrder } from './advisors'
import { requireAdmin } from '@/http/auth'
import { ApiError, jsonResponse, readJson, type PayloadContext } from '@/http/http'
import { BY_POSITION } from '@/http/records'

/**
 * PUT /api/reorder-advisors {advisorIds}: each advisor gets its index as displayOrder. The advisor-order lock
 * keeps two reorders from interleaving across instances (docs/internals.md).
 */
export async function reorderAdvisors(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { user } = await requireAdmin(request, payload)
  const { advisorIds } = advisorReorderSchema.parse(await readJson(request, ADVISOR_BODY_BYTES))
  const docs = await inAdvisorOrder(payload, async () => {
    const { docs: current } = await payload.find({
      collection: 'advisors',
      user,
      overrideAccess: false,
      pagination: false,
      depth: 0,
      select: { displayOrder: true },
    })
    const byId = new Map(current.map((doc) => [String(doc.id), doc]))
    const order = advisorIds.map((raw) => {
      const id = String(parseDocId(raw, payload.db.defaultIDType))
      if (!byId.has(id)) throw new ApiError(400, `Unknown advisor id: ${String(raw).slice(0, 64)}`)
      return id
    })
    if (new Set(order).size !== order.length || order.length !== current.length) {
      throw new ApiError(400, 'advisorIds must list every advisor exactly once')
    }
    const req = await createLocalReq({ user, context: { disableRevalidate: true } }, payload)
    const ownTransaction = await initTransaction(req)
    try {
      for (const [displayOrder, id] of order.entries()) {
        const doc = byId.get(id)!
        if (doc.displayOrder === displayOrder) continue
        await payload.update({ collection: 'advisors', id: doc.id, data: { displayOrder }, req, overrideAccess: false })
      }
      if (ownTransaction) await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
    revalidatePaths(['/team'])
    announceContentChange(payload)
    const { docs: reordered } = await payload.find({
      collection: 'advisors',
      user,
      overrideAccess: false,
      pagination: false,
      depth: 0,
      sort: BY_POSITION,
    })
    return reordered
  })
  return jsonResponse(docs)
}
