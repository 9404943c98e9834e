import { withErrors } from '@/endpoints/http'
import { reorderAdvisors } from '@/endpoints/reorder-advisors'

export const PUT = withErrors(reorderAdvisors)
