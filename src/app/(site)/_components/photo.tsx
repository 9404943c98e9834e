import { UserRound } from 'lucide-react'
import { getImageProps } from 'next/image'

import { Icon } from './icon'

/** Uploaded media is resized by next/image; a typed-in external URL is shown as is (the CSP allows https images). */
const optimizable = (src: string) => src.startsWith('/cms-api/media/file/') || src.startsWith('/images/')

const usable = (src: string | null | undefined): src is string =>
  Boolean(src && (src.startsWith('https://') || src.startsWith('/')))

/**
 * A portrait filling its box, or a placeholder icon when there is no photo. next/image's
 * getImageProps renders on the server, so photos add no client JavaScript.
 */
export function Photo({
  src,
  alt,
  sizes,
  className = '',
}: {
  src?: string | null
  alt: string
  sizes: string
  className?: string
}) {
  if (!usable(src)) {
    return (
      <span
        className={`relative flex items-center justify-center overflow-hidden bg-navy-900 text-gold-300 ${className}`}
        data-testid="photo-placeholder"
      >
        <Icon icon={UserRound} className="size-1/2" aria-hidden="true" strokeWidth={1.25} />
      </span>
    )
  }
  const { props } = getImageProps({ src, alt, fill: true, sizes, unoptimized: !optimizable(src) })
  return (
    <span className={`relative block overflow-hidden bg-navy-900 ${className}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps */}
      <img {...props} alt={alt} className="object-cover" />
    </span>
  )
}
