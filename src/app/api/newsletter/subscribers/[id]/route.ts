import { withPayload } from '@/endpoints/route'
import { deleteSubscriberById } from '@/endpoints/newsletter-subscribers'

export const DELETE = withPayload(deleteSubscriberById)
