import { deleteInquiry, updateInquiry } from '@/endpoints/contact'
import { withErrors } from '@/endpoints/http'

export const PATCH = withErrors(updateInquiry)
export const DELETE = withErrors(deleteInquiry)
