import { cva, type VariantProps } from 'class-variance-authority'
import type { HTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

const badgeVariants = cva('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', {
  variants: {
    tone: {
      neutral: 'bg-slate-100 text-body',
      green: 'bg-green-100 text-green-900',
      yellow: 'bg-yellow-100 text-yellow-900',
      red: 'bg-red-100 text-red-900',
      blue: 'bg-blue-100 text-blue-900',
    },
  },
  defaultVariants: { tone: 'neutral' },
})

export type Tone = NonNullable<VariantProps<typeof badgeVariants>['tone']>

export const Badge = ({
  tone,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) => (
  <span className={cn(badgeVariants({ tone }), className)} {...props} />
)

const dotVariants = cva('inline-block h-2.5 w-2.5 rounded-full', {
  variants: { tone: { green: 'bg-green-600', yellow: 'bg-yellow-500', red: 'bg-red-600' } },
})

/** A coloured dot next to a value; decorative, the value says it in words. */
export const Dot = ({ tone }: { tone: 'green' | 'yellow' | 'red' }) => (
  <span aria-hidden data-tone={tone} className={dotVariants({ tone })} />
)
