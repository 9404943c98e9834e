import { addInquiryNote, getInquiryNotes } from '@/endpoints/contact'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getInquiryNotes)
export const POST = withErrors(addInquiryNote)
