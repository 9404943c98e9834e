import { validateApiKey } from '@/endpoints/admin'
import { withErrors } from '@/endpoints/http'

export const POST = withErrors(validateApiKey)
