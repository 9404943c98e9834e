import { unlockShare } from '@/endpoints/analytics-saved'
import { withPayload } from '@/endpoints/route'

export const POST = withPayload(unlockShare)
