import { deleteSegment, updateSegment } from '@/endpoints/analytics-saved'
import { withPayload } from '@/endpoints/route'

export const PATCH = withPayload(updateSegment)
export const DELETE = withPayload(deleteSegment)
