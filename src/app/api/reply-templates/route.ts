import { withErrors } from '@/endpoints/http'
import { listReplyTemplates } from '@/endpoints/replies'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listReplyTemplates)
