import { withPayload } from '@/endpoints/route'
import { postDraftReply } from '@/leads/pipeline/api'

export const dynamic = 'force-dynamic'
export const POST = withPayload(postDraftReply)
