import { inquiryInbox } from '@/endpoints/contact'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const DELETE = withErrors(inquiryInbox.deletePermanently)
