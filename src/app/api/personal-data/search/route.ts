import { withPayload } from '@/endpoints/route'
import { searchPersonalData } from '@/leads/api/personal-data'

export const POST = withPayload(searchPersonalData)
