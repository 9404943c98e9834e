import { createGoal, listGoals } from '@/endpoints/analytics-saved'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listGoals)
export const POST = withErrors(createGoal)
