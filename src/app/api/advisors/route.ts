import { createAdvisor, listAdvisors } from '@/endpoints/advisors'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listAdvisors)
export const POST = withPayload(createAdvisor)
