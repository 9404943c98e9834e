import { createFunnel, listFunnels } from '@/endpoints/analytics-saved'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listFunnels)
export const POST = withPayload(createFunnel)
