import { releaseHeld } from '@/endpoints/held-leads'
import { withErrors } from '@/endpoints/http'

export const POST = withErrors(releaseHeld)
