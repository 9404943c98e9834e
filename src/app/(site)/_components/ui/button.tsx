import Link from 'next/link'
import type { ButtonHTMLAttributes, ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { buttonVariants, type ButtonVariantProps } from './button-variants'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps

/** A pill button; a caller's className wins over the variant's classes of the same kind. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

type ButtonLinkProps = ComponentProps<typeof Link> & ButtonVariantProps

/** A link that looks like a pill button (next/link: in-site navigation without a reload), not prefetched like the site's other links. */
export function ButtonLink({ variant, size, className, prefetch = false, ...props }: ButtonLinkProps) {
  return <Link prefetch={prefetch} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
