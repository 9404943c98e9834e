import { withErrors } from '@/endpoints/http'
import { getOwners } from '@/endpoints/owners'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getOwners)
