import { withErrors } from '@/endpoints/http'
import { sendTest } from '@/endpoints/newsletter-test'

export const POST = withErrors(sendTest)
