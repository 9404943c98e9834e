import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import {
  isUploadImageType,
  MAX_UPLOAD_BYTES,
  UPLOAD_IMAGE_FORMATS,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
  type UploadImageType,
} from '@/contracts/uploads'

/** Decompression bombs: a small file claiming a huge canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000
const MAX_EDGE = 2400

type CleanImage = { data: Buffer; mime: UploadImageType; ext: string }

/** Decodes and re-encodes the image: upright, no EXIF or other metadata, at most MAX_EDGE px. */
async function reencode(input: Buffer, mime: UploadImageType): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(input)
    .metadata()
    .catch(() => {
      throw new APIError(UPLOAD_NOT_AN_IMAGE, 415)
    })
  if (width * height > MAX_INPUT_PIXELS) throw new APIError('Image dimensions must be at most 40 megapixels', 413)
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: mime === 'image/gif' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toFormat(UPLOAD_IMAGE_FORMATS[mime])
      .toBuffer()
  } catch {
    throw new APIError(UPLOAD_NOT_AN_IMAGE, 415)
  }
}

/**
 * A JPEG, PNG, WebP or GIF of at most 5 MB, recognised by its bytes (never its name or declared
 * type; SVG is refused), re-encoded so no metadata (EXIF, GPS) or trailing payload survives.
 */
async function cleanImage(input: Buffer): Promise<CleanImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new APIError(UPLOAD_TOO_LARGE, 413)
  const detected = await fileTypeFromBuffer(input)
  if (!detected || !isUploadImageType(detected.mime)) throw new APIError(UPLOAD_NOT_AN_IMAGE, 415)
  return { data: await reencode(input, detected.mime), mime: detected.mime, ext: detected.ext }
}

/**
 * Every file stored in an upload collection, whether it came through /api/upload, the CMS or
 * /cms-api, is cleaned first; its name gets the extension of what it really is.
 */
export const sanitizeUploadedImage: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const image = await cleanImage(req.file.data)
  req.file = {
    ...req.file,
    data: image.data,
    mimetype: image.mime,
    size: image.data.length,
    name: `${path.parse(req.file.name).name || 'image'}.${image.ext}`,
  }
  return args
}
