import { enhanceBio } from '@/endpoints/enhance-bio'
import { withPayload } from '@/endpoints/route'

export const POST = withPayload(enhanceBio)
