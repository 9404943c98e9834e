import { withErrors } from '@/endpoints/http'
import { postDraftReply } from '@/leads/pipeline/api'

export const dynamic = 'force-dynamic'
export const POST = withErrors(postDraftReply)
