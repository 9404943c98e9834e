import { withErrors } from '@/endpoints/http'
import { uploadPhoto } from '@/endpoints/upload'

export const POST = withErrors(uploadPhoto)
