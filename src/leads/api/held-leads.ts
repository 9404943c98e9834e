import type { ZodError } from 'zod'

import { heldListQuerySchema, invalidParametersHeaders, invalidParametersMessage } from '@/contracts/held-leads'
import { deleteHeldLead, HeldLeadError, listHeldLeads, releaseHeldLead } from '@/leads/held/held'

import { requireLeadWorker } from '@/http/auth'
import { ApiError, type IdContext, jsonResponse, type PayloadContext } from '@/http/http'
import { docId } from '@/http/records'

const LABEL = 'Held lead'

const invalid = (error: ZodError) => {
  const names = [
    ...new Set(
      error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.')],
      ),
    ),
  ]
  return new ApiError(400, invalidParametersMessage(names), invalidParametersHeaders(names))
}

/** The held-leads module's refusals (unknown, already released) as answers. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof HeldLeadError) throw new ApiError(error.status, error.message)
    throw error
  }
}

/** GET /api/held-leads?page=&limit= (partners and admins): the held submissions not yet released, newest first. */
export async function listHeld(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const params = new URL(request.url).searchParams
  const repeated = [...new Set([...params.keys()].filter((key) => params.getAll(key).length > 1))]
  if (repeated.length) throw new ApiError(400, invalidParametersMessage(repeated), invalidParametersHeaders(repeated))
  const parsed = heldListQuerySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) throw invalid(parsed.error)
  return jsonResponse(await listHeldLeads(caller, parsed.data))
}

/** POST /api/held-leads/{id}/release: into the inbox, with the normal delivery; 404 unknown, 409 already released. */
export async function releaseHeld(request: Request, { params, payload }: PayloadContext<IdContext>): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const id = docId(caller.payload, (await params).id, LABEL)
  return jsonResponse(await answering(() => releaseHeldLead(caller, id)))
}

/** DELETE /api/held-leads/{id}: deleted for good; 404 unknown. */
export async function deleteHeld(request: Request, { params, payload }: PayloadContext<IdContext>): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const id = docId(caller.payload, (await params).id, LABEL)
  await answering(() => deleteHeldLead(caller, id))
  return jsonResponse({ success: true, id })
}
