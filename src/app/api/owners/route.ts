import { withPayload } from '@/endpoints/route'
import { getOwners } from '@/leads/api/owners'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getOwners)
