import { withPayload } from '@/endpoints/route'
import { listAnalyses } from '@/leads/api/message-analyses'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listAnalyses)
