import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editsContent } from '@/access/editsContent'
import { UPLOAD_IMAGE_FORMATS } from '@/contracts/uploads'
import { sanitizeUploadedImage } from '@/hooks/sanitizeImage'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Content' },
  access: { read: anyone, create: editsContent, update: editsContent, delete: editsContent },
  hooks: { beforeOperation: [sanitizeUploadedImage] },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.MEDIA_DIR ?? 'data/media'),
    mimeTypes: Object.keys(UPLOAD_IMAGE_FORMATS),
  },
  fields: [{ name: 'alt', type: 'text', maxLength: 300 }],
}
