import { withErrors } from '@/endpoints/http'
import { retryCrm } from '@/endpoints/leads'

export const POST = withErrors(retryCrm)
