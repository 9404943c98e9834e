import { withErrors } from '@/endpoints/http'
import { exitPreview } from '@/endpoints/preview'

export const dynamic = 'force-dynamic'
export const GET = withErrors(exitPreview)
