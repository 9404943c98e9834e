import { inquiryInbox } from '@/endpoints/contact'
import { withErrors } from '@/endpoints/http'

export const PATCH = withErrors(inquiryInbox.update)
export const DELETE = withErrors(inquiryInbox.trash)
