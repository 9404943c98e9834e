import { withPayload } from '@/endpoints/route'
import { erasePersonalData } from '@/leads/api/personal-data'

export const POST = withPayload(erasePersonalData)
