import { deleteAdvisor, updateAdvisor } from '@/endpoints/advisors'
import { withErrors } from '@/endpoints/http'

export const PUT = withErrors(updateAdvisor)
export const DELETE = withErrors(deleteAdvisor)
