import { createGoal, listGoals } from '@/endpoints/analytics-saved'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listGoals)
export const POST = withPayload(createGoal)
