import { deleteHeld } from '@/leads/api/held-leads'
import { withPayload } from '@/endpoints/route'

export const DELETE = withPayload(deleteHeld)
