import { withPayload } from '@/endpoints/route'
import { getCalendarFile } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getCalendarFile)
