import { releaseHeld } from '@/leads/api/held-leads'
import { withPayload } from '@/endpoints/route'

export const POST = withPayload(releaseHeld)
