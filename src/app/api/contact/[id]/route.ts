import { deleteInquiry } from '@/endpoints/contact'
import { withErrors } from '@/endpoints/http'

export const DELETE = withErrors(deleteInquiry)
