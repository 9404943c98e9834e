import { withPayload } from '@/endpoints/route'
import { getTask, patchTask, removeTask } from '@/leads/tasks/api'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getTask)
export const PATCH = withPayload(patchTask)
export const DELETE = withPayload(removeTask)
