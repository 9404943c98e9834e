import { withPayload } from '@/endpoints/route'
import { exitPreview } from '@/endpoints/preview'

export const dynamic = 'force-dynamic'
export const GET = withPayload(exitPreview)
