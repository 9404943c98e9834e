import { listHeld } from '@/endpoints/held-leads'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listHeld)
