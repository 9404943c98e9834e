import { withErrors } from '@/endpoints/http'
import { revalidateSite } from '@/endpoints/system'

export const POST = withErrors(revalidateSite)
