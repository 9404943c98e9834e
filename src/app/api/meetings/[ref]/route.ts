import { withErrors } from '@/endpoints/http'
import { patchMeeting } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const PATCH = withErrors(patchMeeting)
