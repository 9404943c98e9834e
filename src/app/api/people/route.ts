import { withPayload } from '@/endpoints/route'
import { getPerson } from '@/leads/api/people'
import { patchPerson } from '@/leads/pipeline/api'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getPerson)
export const PATCH = withPayload(patchPerson)
