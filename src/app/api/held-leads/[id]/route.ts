import { deleteHeld } from '@/endpoints/held-leads'
import { withErrors } from '@/endpoints/http'

export const DELETE = withErrors(deleteHeld)
