import { createAnalysis } from '@/leads/api/message-analyses'
import { withPayload } from '@/endpoints/route'

export const POST = withPayload(createAnalysis)
