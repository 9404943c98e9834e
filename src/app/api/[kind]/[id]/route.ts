import { leadHandlers } from '@/endpoints/lead-routes'

export const dynamic = 'force-dynamic'
export const GET = leadHandlers.read
export const PATCH = leadHandlers.update
export const DELETE = leadHandlers.trash
