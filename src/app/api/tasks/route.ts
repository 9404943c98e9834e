import { withPayload } from '@/endpoints/route'
import { getTasks, postTask } from '@/leads/tasks/api'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getTasks)
export const POST = withPayload(postTask)
