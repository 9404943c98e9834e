import { createFunnel, listFunnels } from '@/endpoints/analytics-saved'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listFunnels)
export const POST = withErrors(createFunnel)
