import { withErrors } from '@/endpoints/http'
import { getCalendarFile } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getCalendarFile)
