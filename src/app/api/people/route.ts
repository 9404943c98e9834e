import { withErrors } from '@/endpoints/http'
import { getPerson } from '@/endpoints/people'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getPerson)
