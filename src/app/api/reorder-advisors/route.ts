import { withPayload } from '@/endpoints/route'
import { reorderAdvisors } from '@/endpoints/reorder-advisors'

export const PUT = withPayload(reorderAdvisors)
