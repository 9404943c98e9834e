import { addAssessmentNote, getAssessmentNotes } from '@/endpoints/assessments'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getAssessmentNotes)
export const POST = withErrors(addAssessmentNote)
