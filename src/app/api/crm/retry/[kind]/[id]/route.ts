import { withPayload } from '@/endpoints/route'
import { retryCrm } from '@/leads/api/leads'

export const POST = withPayload(retryCrm)
