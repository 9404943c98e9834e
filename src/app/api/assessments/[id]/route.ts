import { assessmentInbox, getAssessment } from '@/endpoints/assessments'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getAssessment)
export const PATCH = withErrors(assessmentInbox.update)
export const DELETE = withErrors(assessmentInbox.trash)
