'use client'

import { Upload } from 'lucide-react'
import { type ChangeEvent, useRef, useState } from 'react'

import { writeFailure } from './api/failures'
import { uploadPhoto } from './api/upload'
import { Button } from './ui/button'
import { Input, Label } from './ui/fields'
import { toast } from './ui/toast'

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
/** The raster formats the upload accepts; SVG can carry scripts and is refused. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])

/** Checks before an upload: an image type, at most 5 MB. */
export function photoProblem(file: File): string | null {
  if (file.size > MAX_PHOTO_BYTES) return 'File size must be less than 5MB'
  if (!IMAGE_TYPES.has(file.type)) return 'Please select an image file'
  return null
}

/** A photo: uploaded from a file (POST /api/upload) or typed as a URL, with a preview. */
export function PhotoField({ id, value, onChange }: { id: string; value: string; onChange: (url: string) => void }) {
  const fileInput = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = photoProblem(file)
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' })
      return
    }
    setUploading(true)
    try {
      onChange(await uploadPhoto(file))
    } catch (error) {
      toast({ ...writeFailure('uploadPhoto', error), variant: 'destructive' })
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Photo URL</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} placeholder="https://..." />
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={uploading}>
          <Upload aria-hidden className="h-4 w-4" />
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-label="Upload photo file"
          className="sr-only"
          tabIndex={-1}
          onChange={onFile}
        />
      </div>
      {value && (
        <div className="flex items-center gap-3">
          {failed === value ? (
            <p role="alert" className="text-sm text-red-700">
              Failed to load image
            </p>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a preview of any typed-in URL
            <img
              src={value}
              alt="Photo preview"
              className="h-16 w-16 rounded-full object-cover"
              onError={() => setFailed(value)}
            />
          )}
        </div>
      )}
    </div>
  )
}
