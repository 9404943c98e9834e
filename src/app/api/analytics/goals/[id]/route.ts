import { deleteGoal } from '@/endpoints/analytics-saved'
import { withPayload } from '@/endpoints/route'

export const DELETE = withPayload(deleteGoal)
