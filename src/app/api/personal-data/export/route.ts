import { withPayload } from '@/endpoints/route'
import { exportPersonalData } from '@/leads/api/personal-data'

export const POST = withPayload(exportPersonalData)
