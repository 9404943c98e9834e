import { createAnalysis } from '@/endpoints/message-analyses'
import { withErrors } from '@/endpoints/http'

export const POST = withErrors(createAnalysis)
