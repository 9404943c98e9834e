import { deleteAssessment, getAssessment, updateAssessment } from '@/endpoints/assessments'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getAssessment)
export const PATCH = withErrors(updateAssessment)
export const DELETE = withErrors(deleteAssessment)
