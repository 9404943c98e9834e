import { withErrors } from '@/endpoints/http'
import { confirm } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const GET = withErrors(confirm)
