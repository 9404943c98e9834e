import { randomUUID } from 'node:crypto'

import { API_KEY_HEADER } from '@/auth/api-key'
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, type UploadAnswer } from '@/contracts/uploads'
import { MULTIPART_OVERHEAD_BYTES } from '@/contracts/body-limits'

import { requireAdmin } from '@/http/auth'
import { ApiError, jsonResponse, type PayloadContext, readBody } from '@/http/http'

async function photoFrom(request: Request): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, 'Content-Type must be multipart/form-data')
  }
  const body = await readBody(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, UPLOAD_TOO_LARGE)
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
  } catch {
    throw new ApiError(400, 'Invalid multipart form data')
  }
  const photo = form.get('photo')
  if (!(photo instanceof Blob)) throw new ApiError(400, 'Missing file field: photo')
  if (photo.size > MAX_UPLOAD_BYTES) throw new ApiError(413, UPLOAD_TOO_LARGE)
  return Buffer.from(await photo.arrayBuffer())
}

/** The dashboard may send the key as a bearer credential on uploads instead of x-api-key. */
function withBearerKey(request: Request): Request {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!bearer || request.headers.has(API_KEY_HEADER)) return request
  const headers = new Headers(request.headers)
  headers.set(API_KEY_HEADER, bearer)
  headers.delete('authorization')
  return new Request(request, { headers, duplex: 'half' } as RequestInit)
}

/**
 * POST /api/upload (key required, as x-api-key or a bearer credential), multipart field `photo`: a JPEG, PNG, WebP or GIF of at most
 * 5 MB, recognised by its bytes (never its name or declared type; SVG is refused), stored as
 * Payload media. Answers 201 {url}.
 */
export async function uploadPhoto(incoming: Request, { payload }: PayloadContext): Promise<Response> {
  const request = withBearerKey(incoming)
  const { user } = await requireAdmin(request, payload)
  const input = await photoFrom(request)
  // The Media collection's hook recognises, re-encodes and renames the file (src/hooks/sanitizeImage.ts).
  const doc = await payload.create({
    collection: 'media',
    data: {},
    file: { data: input, mimetype: 'application/octet-stream', name: `photo-${randomUUID()}`, size: input.length },
    user,
    overrideAccess: false,
    depth: 0,
  })
  if (!doc.url) throw new Error('Stored media has no URL')
  const answer: UploadAnswer = { url: doc.url }
  return jsonResponse(answer, 201)
}
