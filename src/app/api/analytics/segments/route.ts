import { createSegment, listSegments } from '@/endpoints/analytics-saved'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listSegments)
export const POST = withErrors(createSegment)
