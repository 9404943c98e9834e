import type { UploadAnswer } from '@/contracts/uploads'

import { requestJson } from './client'
import { failAs } from './failures'

/** POST /api/upload: the file as multipart field `photo`; answers the stored image's URL. Failure: 'Upload failed'. */
export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData()
  form.append('photo', file)
  const { url } = await requestJson<UploadAnswer>('/api/upload', { method: 'POST', body: form }).catch(failAs('upload'))
  return url
}
