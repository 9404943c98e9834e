import { withPayload } from '@/endpoints/route'
import { previewDigest } from '@/leads/api/leads'

export const POST = withPayload(previewDigest)
