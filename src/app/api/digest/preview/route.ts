import { withErrors } from '@/endpoints/http'
import { previewDigest } from '@/endpoints/leads'

export const POST = withErrors(previewDigest)
