import { deleteShare } from '@/endpoints/analytics-saved'
import { withErrors } from '@/endpoints/http'

export const DELETE = withErrors(deleteShare)
