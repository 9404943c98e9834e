/** Photo uploads (POST /api/upload): what the dashboard may send and what the server refuses. */

/** The largest photo, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** The raster formats an upload may be, by MIME type, and their encoder; SVG can carry scripts and is refused. */
export const UPLOAD_IMAGE_FORMATS = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const
export type UploadImageType = keyof typeof UPLOAD_IMAGE_FORMATS

export const isUploadImageType = (mime: string): mime is UploadImageType => mime in UPLOAD_IMAGE_FORMATS

/** What the dashboard and the server say about a refused photo. */
export const UPLOAD_TOO_LARGE = 'File size must be less than 5MB'
export const UPLOAD_NOT_AN_IMAGE = 'Please select an image file'

/** POST /api/upload's answer (201): where the stored image is served. */
export type UploadAnswer = { url: string }
