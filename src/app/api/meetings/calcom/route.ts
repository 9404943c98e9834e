import { withPayload } from '@/endpoints/route'
import { postCalcomWebhook } from '@/leads/meetings/calcom'

export const dynamic = 'force-dynamic'
export const POST = withPayload(postCalcomWebhook)
