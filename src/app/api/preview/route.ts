import { withErrors } from '@/endpoints/http'
import { startPreview, startPreviewWithKey } from '@/endpoints/preview'

export const dynamic = 'force-dynamic'
export const GET = withErrors(startPreview)
export const POST = withErrors(startPreviewWithKey)
