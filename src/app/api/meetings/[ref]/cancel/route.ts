import { withErrors } from '@/endpoints/http'
import { postCancel } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const POST = withErrors(postCancel)
