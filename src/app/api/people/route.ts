import { withPayload } from '@/endpoints/route'
import { getPerson } from '@/leads/api/people'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getPerson)
