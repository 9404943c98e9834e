import { withErrors } from '@/endpoints/http'
import { getTask, patchTask, removeTask } from '@/leads/tasks/api'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getTask)
export const PATCH = withErrors(patchTask)
export const DELETE = withErrors(removeTask)
