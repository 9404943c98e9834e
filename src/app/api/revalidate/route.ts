import { withPayload } from '@/endpoints/route'
import { revalidateSite } from '@/endpoints/system'

export const POST = withPayload(revalidateSite)
