import type { HTMLAttributes } from 'react'

import { cn } from './cn'

export const TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  green: 'bg-green-100 text-green-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-blue-100 text-blue-900',
}
export type Tone = keyof typeof TONES

export const Badge = ({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) => (
  <span
    className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', TONES[tone], className)}
    {...props}
  />
)

/** A coloured dot next to a value; decorative, the value says it in words. */
export const Dot = ({ tone }: { tone: 'green' | 'yellow' | 'red' }) => (
  <span
    aria-hidden
    data-tone={tone}
    className={cn(
      'inline-block h-2.5 w-2.5 rounded-full',
      { green: 'bg-green-600', yellow: 'bg-yellow-500', red: 'bg-red-600' }[tone],
    )}
  />
)
