import { deleteSegment, updateSegment } from '@/endpoints/analytics-saved'
import { withErrors } from '@/endpoints/http'

export const PATCH = withErrors(updateSegment)
export const DELETE = withErrors(deleteSegment)
