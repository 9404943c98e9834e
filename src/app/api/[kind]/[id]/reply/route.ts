import { leadHandlers } from '@/endpoints/lead-routes'

export const dynamic = 'force-dynamic'
export const POST = leadHandlers.reply
