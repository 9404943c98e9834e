import { Label as RadixLabel } from 'radix-ui'
import type { ComponentProps, InputHTMLAttributes, TextareaHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

const control =
  'w-full rounded-md border border-control bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-focus'

export const Input = ({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) => (
  <input className={cn(control, 'h-9', className)} {...props} />
)

export const Textarea = ({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea className={cn(control, className)} {...props} />
)

export const Label = ({ className, ...props }: ComponentProps<typeof RadixLabel.Root>) => (
  <RadixLabel.Root className={cn('text-sm font-medium text-body', className)} {...props} />
)

/** A label above its control. */
export function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  )
}
