import { createSegment, listSegments } from '@/endpoints/analytics-saved'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listSegments)
export const POST = withPayload(createSegment)
