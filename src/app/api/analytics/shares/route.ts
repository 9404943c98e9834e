import { createShare, listShares } from '@/endpoints/analytics-saved'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listShares)
export const POST = withPayload(createShare)
