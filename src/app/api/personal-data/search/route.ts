import { withErrors } from '@/endpoints/http'
import { searchPersonalData } from '@/endpoints/personal-data'

export const POST = withErrors(searchPersonalData)
