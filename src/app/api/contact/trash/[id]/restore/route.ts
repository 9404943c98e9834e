import { restoreInquiry } from '@/endpoints/contact'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const POST = withErrors(restoreInquiry)
