import { ImageOff, User } from 'lucide-react'

import { cn } from '@/lib/cn'
import { isSitePath } from '@/lib/urls'

const placeholder = 'flex items-center justify-center rounded-full bg-slate-200'

/**
 * A person's photo or a placeholder icon. The dashboard's policy loads images from this site only
 * (an uploaded path), so a typed-in outside URL, shown on the public site, gets a marked placeholder
 * naming its host instead of a request the browser would refuse.
 */
export function Photo({ src, alt, className }: { src?: string | null; alt: string; className?: string }) {
  if (!src) {
    return (
      <span className={cn(placeholder, className)}>
        <User aria-hidden className="h-1/2 w-1/2 text-slate-500" />
      </span>
    )
  }
  if (!isSitePath(src)) {
    return (
      <span
        role="img"
        aria-label={`${alt}: photo at ${hostOf(src)}`}
        title={src}
        className={cn(placeholder, className)}
      >
        <ImageOff aria-hidden className="h-1/2 w-1/2 text-slate-500" />
      </span>
    )
  }
  // eslint-disable-next-line @next/next/no-img-element -- an uploaded file, already re-encoded to its size
  return <img src={src} alt={alt} className={cn('rounded-full object-cover', className)} />
}

/** The host an outside photo URL names, for its placeholder's label. */
export function hostOf(src: string): string {
  try {
    return new URL(src).host
  } catch {
    return 'another address'
  }
}
