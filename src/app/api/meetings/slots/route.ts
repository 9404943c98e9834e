import { withErrors } from '@/endpoints/http'
import { getSlots } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getSlots)
