import { withPayload } from '@/endpoints/route'
import { sendTest } from '@/endpoints/newsletter-test'

export const POST = withPayload(sendTest)
