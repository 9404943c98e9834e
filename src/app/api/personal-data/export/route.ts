import { withErrors } from '@/endpoints/http'
import { exportPersonalData } from '@/endpoints/personal-data'

export const POST = withErrors(exportPersonalData)
