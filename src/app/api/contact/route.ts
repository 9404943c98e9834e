import { inquiryInbox, submitInquiry } from '@/endpoints/inquiries'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(inquiryInbox.list)
export const POST = withErrors(submitInquiry)
