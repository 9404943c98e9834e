import { withErrors } from '@/endpoints/http'
import { erasePersonalData } from '@/endpoints/personal-data'

export const POST = withErrors(erasePersonalData)
