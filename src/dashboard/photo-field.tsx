'use client'

import { Upload } from 'lucide-react'
import { type ChangeEvent, useRef, useState } from 'react'

import {
  isUploadImageType,
  MAX_UPLOAD_BYTES,
  UPLOAD_IMAGE_FORMATS,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
} from '@/contracts/uploads'
import { isSitePath } from '@/lib/urls'

import { writeFailure } from './api/failures'
import { uploadPhoto } from './api/upload'
import { Button } from './ui/button'
import { FieldError, Input, Label } from './ui/fields'
import { hostOf } from './ui/photo'
import { toast } from './ui/toast'

/** Checks before an upload: an image type, at most 5 MB. */
function photoProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE
  if (!isUploadImageType(file.type)) return UPLOAD_NOT_AN_IMAGE
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
          accept={Object.keys(UPLOAD_IMAGE_FORMATS).join(',')}
          aria-label="Upload photo file"
          className="sr-only"
          tabIndex={-1}
          onChange={onFile}
        />
      </div>
      <FieldError id={id} />
      {value && (
        <div className="flex items-center gap-3">
          {!isSitePath(value) ? (
            <p className="text-sm text-slate-600">
              A photo at {hostOf(value)} shows on the public site; the dashboard previews uploaded photos only.
            </p>
          ) : failed === value ? (
            <p role="alert" className="text-sm text-danger">
              Failed to load image
            </p>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a preview of the uploaded file
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
