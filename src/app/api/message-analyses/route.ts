import { withErrors } from '@/endpoints/http'
import { listAnalyses } from '@/endpoints/message-analyses'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listAnalyses)
