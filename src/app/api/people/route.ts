import { withErrors } from '@/endpoints/http'
import { getPerson } from '@/endpoints/people'
import { patchPerson } from '@/leads/pipeline/api'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getPerson)
export const PATCH = withErrors(patchPerson)
