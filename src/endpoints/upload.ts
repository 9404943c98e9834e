import { randomUUID } from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import { API_KEY_HEADER } from '@/auth/api-key'
import {
  isUploadImageType,
  MAX_UPLOAD_BYTES,
  UPLOAD_IMAGE_FORMATS,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
  type UploadImageType,
} from '@/contracts/uploads'

import { requireAdmin } from './auth'
import { ApiError, jsonResponse, readBody } from './http'

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024
/** Decompression bombs: a small file claiming a huge canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000
const MAX_EDGE = 2400

async function photoFrom(request: Request): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, 'Content-Type must be multipart/form-data')
  }
  const body = await readBody(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, UPLOAD_TOO_LARGE)
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

/** Decodes and re-encodes the image: upright, no EXIF or other metadata, at most MAX_EDGE px. */
async function reencode(input: Buffer, mime: UploadImageType): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(input)
    .metadata()
    .catch(() => {
      throw new ApiError(415, UPLOAD_NOT_AN_IMAGE)
    })
  if (width * height > MAX_INPUT_PIXELS) throw new ApiError(413, 'Image dimensions must be at most 40 megapixels')
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: mime === 'image/gif' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toFormat(UPLOAD_IMAGE_FORMATS[mime])
      .toBuffer()
  } catch {
    throw new ApiError(415, UPLOAD_NOT_AN_IMAGE)
  }
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
export async function uploadPhoto(incoming: Request): Promise<Response> {
  const request = withBearerKey(incoming)
  const { payload, user } = await requireAdmin(request)
  const input = await photoFrom(request)
  const detected = await fileTypeFromBuffer(input)
  if (!detected || !isUploadImageType(detected.mime)) throw new ApiError(415, UPLOAD_NOT_AN_IMAGE)
  const data = await reencode(input, detected.mime)
  const doc = await payload.create({
    collection: 'media',
    data: {},
    file: { data, mimetype: detected.mime, name: `photo-${randomUUID()}.${detected.ext}`, size: data.length },
    user,
    overrideAccess: false,
    depth: 0,
  })
  if (!doc.url) throw new Error('Stored media has no URL')
  return jsonResponse({ url: doc.url }, 201)
}
