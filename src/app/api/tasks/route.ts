import { withErrors } from '@/endpoints/http'
import { getTasks, postTask } from '@/leads/tasks/api'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getTasks)
export const POST = withErrors(postTask)
