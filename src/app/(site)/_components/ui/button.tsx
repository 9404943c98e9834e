import Link from 'next/link'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { buttonVariants, type ButtonVariantProps } from './button-variants'

type ButtonLinkProps = ComponentProps<typeof Link> & ButtonVariantProps

/** A link that looks like a pill button (next/link: in-site navigation without a reload), not prefetched like the site's other links. */
export function ButtonLink({ variant, size, className, prefetch = false, ...props }: ButtonLinkProps) {
  return <Link prefetch={prefetch} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
