import { listHeld } from '@/leads/api/held-leads'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listHeld)
