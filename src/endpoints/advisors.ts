import { z } from 'zod'

import { sharedMutex } from '@/lib/mutex'

import { getCaller, requireAdmin } from './auth'
import { hasFields, optionalImageUrl, optionalText, optionalWebUrl, requiredText } from './fields'
import { type IdContext, jsonResponse, readJson } from './http'
import { BY_POSITION, deleteRecord, findRecord, listRecords } from './records'

const LABEL = 'Advisor'

/** Creates and reorders take turns, so positions stay distinct (see reorder-advisors.ts). */
export const advisorOrder = () => sharedMutex('advisor-order')

const fields = {
  name: requiredText(120),
  title: requiredText(160),
  company: requiredText(160),
  expertise: requiredText(160),
  description: requiredText(2000),
  bio: optionalText(10000),
  photo: optionalImageUrl,
  linkedinUrl: optionalWebUrl,
  isActive: z.boolean().optional(),
}
const createSchema = z.object(fields)
const updateSchema = z.object(fields).partial().refine(hasFields, 'No fields to update')

/** GET /api/advisors: active advisors for visitors, all of them with the key. */
export async function listAdvisors(request: Request): Promise<Response> {
  return listRecords(await getCaller(request), 'advisors', BY_POSITION)
}

/** POST /api/advisors: a new advisor goes to the end of the list. */
export async function createAdvisor(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  const data = createSchema.parse(await readJson(request))
  const doc = await advisorOrder().run(async () => {
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
    return payload.create({ collection: 'advisors', data: { ...data, displayOrder }, user, overrideAccess: false, depth: 0 })
  })
  return jsonResponse(doc, 201)
}

export async function updateAdvisor(request: Request, { params }: IdContext): Promise<Response> {
  const caller = await requireAdmin(request)
  const { id } = await findRecord(caller, 'advisors', (await params).id, LABEL)
  const data = updateSchema.parse(await readJson(request))
  const doc = await caller.payload.update({
    collection: 'advisors',
    id,
    data,
    user: caller.user,
    overrideAccess: false,
    depth: 0,
  })
  return jsonResponse(doc)
}

export async function deleteAdvisor(request: Request, { params }: IdContext): Promise<Response> {
  return deleteRecord(await requireAdmin(request), 'advisors', (await params).id, LABEL)
}
