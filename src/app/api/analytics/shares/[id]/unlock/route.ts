import { unlockShare } from '@/endpoints/analytics-saved'
import { withErrors } from '@/endpoints/http'

export const POST = withErrors(unlockShare)
