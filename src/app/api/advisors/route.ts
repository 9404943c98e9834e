import { createAdvisor, listAdvisors } from '@/endpoints/advisors'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listAdvisors)
export const POST = withErrors(createAdvisor)
