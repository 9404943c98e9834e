import { listAssessments, submitAssessment } from '@/endpoints/assessments'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listAssessments)
export const POST = withErrors(submitAssessment)
