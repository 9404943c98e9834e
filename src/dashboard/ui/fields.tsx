import { Label as RadixLabel } from 'radix-ui'
import type { ComponentProps, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

import { errorIdOf, useFieldError, useInvalidProps } from './field-errors'

const control =
  'w-full rounded-md border border-control bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-focus'

/** Invalid controls (an error in the surrounding form) are outlined in the danger colour. */
const invalid = 'aria-[invalid=true]:border-danger'

export const Input = ({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) => (
  <input className={cn(control, 'h-9', invalid, className)} {...useInvalidProps(props.id)} {...props} />
)

export const Textarea = ({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea className={cn(control, invalid, className)} {...useInvalidProps(props.id)} {...props} />
)

export const Label = ({ className, ...props }: ComponentProps<typeof RadixLabel.Root>) => (
  <RadixLabel.Root className={cn('text-sm font-medium text-body', className)} {...props} />
)

/** The message under a control that its form marked invalid. */
export function FieldError({ id }: { id: string }) {
  const error = useFieldError(id)
  if (!error) return null
  return (
    <p id={errorIdOf(id)} className="text-xs font-medium text-danger">
      {error}
    </p>
  )
}

/** A label above its control, and the control's error below it. */
export function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={id} />
    </div>
  )
}

type Bound = { id: string; label: string; value: string; onValueChange: (value: string) => void }

/** A labelled text box bound to one form value. */
export const TextField = ({
  id,
  label,
  value,
  onValueChange,
  ...props
}: Bound & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) => (
  <Field id={id} label={label}>
    <Input id={id} value={value} onChange={(event) => onValueChange(event.target.value)} {...props} />
  </Field>
)

/** A labelled multi-line text box bound to one form value. */
export const TextareaField = ({
  id,
  label,
  value,
  onValueChange,
  ...props
}: Bound & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>) => (
  <Field id={id} label={label}>
    <Textarea id={id} value={value} onChange={(event) => onValueChange(event.target.value)} {...props} />
  </Field>
)

/** A label above its text box, in a small one-line form (as wide as `className` says). */
export const LabelledInput = ({
  id,
  label,
  className,
  onValueChange,
  ...props
}: { id: string; label: ReactNode; onValueChange: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange'
>) => (
  <div className={className}>
    <Label htmlFor={id}>{label}</Label>
    <Input id={id} onChange={(event) => onValueChange(event.target.value)} {...props} />
  </div>
)
