import { enhanceBio } from '@/endpoints/enhance-bio'
import { withErrors } from '@/endpoints/http'

export const POST = withErrors(enhanceBio)
