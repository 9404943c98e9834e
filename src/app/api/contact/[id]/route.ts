import { inquiryInbox } from '@/endpoints/inquiries'
import { withErrors } from '@/endpoints/http'

export const PATCH = withErrors(inquiryInbox.update)
export const DELETE = withErrors(inquiryInbox.trash)
