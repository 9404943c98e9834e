import { withErrors } from '@/endpoints/http'
import { postReschedule } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const POST = withErrors(postReschedule)
