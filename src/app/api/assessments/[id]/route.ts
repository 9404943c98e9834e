import { deleteAssessment, getAssessment } from '@/endpoints/assessments'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getAssessment)
export const DELETE = withErrors(deleteAssessment)
