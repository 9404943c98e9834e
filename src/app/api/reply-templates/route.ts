import { withPayload } from '@/endpoints/route'
import { listReplyTemplates } from '@/leads/api/replies'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listReplyTemplates)
