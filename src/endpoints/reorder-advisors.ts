import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { ADVISOR_BODY_BYTES, advisorReorderSchema } from '@/contracts/advisors'
import { revalidatePaths } from '@/hooks/revalidate'
import { parseDocId } from '@/lib/ids'
import { announceContentChange } from '@/shared-state/content-sync'

import { inAdvisorOrder } from './advisors'
import { requireAdmin } from './auth'
import { ApiError, jsonResponse, readJson } from './http'
import { BY_POSITION } from './records'

/**
 * PUT /api/reorder-advisors {advisorIds}: the ids of all advisors in their new order; each gets
 * its index as displayOrder (0..n-1).
 *
 * Two reorders must never interleave, or each could write half of its order and leave
 * duplicate positions. The advisor-order lock, held in the database, makes reorders (and creates,
 * which append at the end, and deletes) take turns across every instance: each reads the current
 * advisors and writes a whole permutation before the next one starts. The writes run in one
 * Payload transaction, so on adapters with transactions (MongoDB replica sets) a failure leaves no
 * half-written order; the embedded SQLite adapter runs without transactions, and the checks before
 * the first write make a failure there unlikely.
 */
export async function reorderAdvisors(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
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
