import { User } from 'lucide-react'

import { cn } from '@/lib/cn'

/** A person's photo (any https URL or an uploaded path, hence a plain img) or a placeholder icon. */
export function Photo({ src, alt, className }: { src?: string | null; alt: string; className?: string }) {
  if (!src) {
    return (
      <span className={cn('flex items-center justify-center rounded-full bg-slate-200', className)}>
        <User aria-hidden className="h-1/2 w-1/2 text-slate-500" />
      </span>
    )
  }
  // eslint-disable-next-line @next/next/no-img-element -- typed-in photo URLs may be on any host
  return <img src={src} alt={alt} className={cn('rounded-full object-cover', className)} />
}
