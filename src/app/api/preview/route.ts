import { withPayload } from '@/endpoints/route'
import { startPreview, startPreviewWithKey } from '@/endpoints/preview'

export const dynamic = 'force-dynamic'
export const GET = withPayload(startPreview)
export const POST = withPayload(startPreviewWithKey)
