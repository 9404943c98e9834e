import { assessmentInbox, submitAssessment } from '@/endpoints/assessments'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(assessmentInbox.list)
export const POST = withErrors(submitAssessment)
