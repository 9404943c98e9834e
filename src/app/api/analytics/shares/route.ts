import { createShare, listShares } from '@/endpoints/analytics-saved'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listShares)
export const POST = withErrors(createShare)
