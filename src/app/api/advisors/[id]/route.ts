import { deleteAdvisor, updateAdvisor } from '@/endpoints/advisors'
import { withPayload } from '@/endpoints/route'

export const PUT = withPayload(updateAdvisor)
export const DELETE = withPayload(deleteAdvisor)
