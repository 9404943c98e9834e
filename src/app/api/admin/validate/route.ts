import { validateApiKey } from '@/endpoints/admin'
import { withPayload } from '@/endpoints/route'

export const POST = withPayload(validateApiKey)
