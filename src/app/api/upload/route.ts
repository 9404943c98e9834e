import { withPayload } from '@/endpoints/route'
import { uploadPhoto } from '@/endpoints/upload'

export const POST = withPayload(uploadPhoto)
