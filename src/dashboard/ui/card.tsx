import type { ComponentProps, HTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('rounded-lg border border-line bg-white shadow-sm', className)} {...props} />
)

export const CardHeader = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('p-4 pb-2', className)} {...props} />
)

export const CardTitle = ({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) => (
  <h2 className={cn('text-base font-semibold text-ink', className)} {...props} />
)

export const CardContent = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('p-4 pt-0', className)} {...props} />
)
