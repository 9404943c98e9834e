import { withErrors } from '@/endpoints/http'
import { deleteSubscriberById } from '@/endpoints/newsletter-subscribers'

export const DELETE = withErrors(deleteSubscriberById)
