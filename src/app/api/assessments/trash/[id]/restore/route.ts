import { restoreAssessment } from '@/endpoints/assessments'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const POST = withErrors(restoreAssessment)
