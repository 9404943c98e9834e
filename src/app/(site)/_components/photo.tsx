import { UserRound } from 'lucide-react'
import Image from 'next/image'

/** Uploaded media is resized by next/image; a typed-in external URL is shown as is (the CSP allows https images). */
const optimizable = (src: string) => src.startsWith('/cms-api/media/file/') || src.startsWith('/images/')

const usable = (src: string | null | undefined): src is string =>
  Boolean(src && (src.startsWith('https://') || src.startsWith('/')))

/** A square portrait, or a placeholder icon when there is no photo. */
export function Photo({ src, alt, sizes, className = '' }: { src?: string | null; alt: string; sizes: string; className?: string }) {
  return (
    <span className={`relative block overflow-hidden bg-navy-900 ${className}`}>
      {usable(src) ? (
        <Image src={src} alt={alt} fill sizes={sizes} unoptimized={!optimizable(src)} className="object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-gold-300" data-testid="photo-placeholder">
          <UserRound className="size-1/2" aria-hidden="true" strokeWidth={1.25} />
        </span>
      )}
    </span>
  )
}
