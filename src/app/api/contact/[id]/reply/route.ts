import { inquiryInbox } from '@/endpoints/inquiries'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const POST = withErrors(inquiryInbox.reply)
