import type { ReactNode } from 'react'

export const errorId = (name: string) => `${name}-error`
export const hintId = (name: string) => `${name}-hint`

/** What a field hands its control: the id the label points at and the accessibility wiring. */
export type ControlProps = {
  id: string
  name: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** The control's attributes: invalid when it has an error (or is flagged), described by its hint and message. */
function controlProps(
  name: string,
  { error, invalid, hint }: { error?: string; invalid?: boolean; hint?: boolean } = {},
): ControlProps {
  const ids = [hint && hintId(name), error && errorId(name)].filter(Boolean).join(' ')
  return { id: name, name, 'aria-invalid': error || invalid ? true : undefined, 'aria-describedby': ids || undefined }
}

const labelClass = 'block text-sm font-semibold text-navy-950'

/** The asterisk of a required field; the control's own `required` tells assistive technology. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-danger">
      {' '}
      *
    </span>
  )
}

/** The message under an invalid field; its id is in the control's aria-describedby. */
export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null
  return (
    <p id={errorId(name)} className="mt-2 text-sm font-medium text-danger">
      {message}
    </p>
  )
}

type FieldProps = {
  name: string
  label: string
  required?: boolean
  /** Says "(optional)" after the label of a field that is not required. */
  optional?: boolean
  hint?: ReactNode
  error?: string
  /** Marks the control invalid without a message of its own (the form reports the problem elsewhere). */
  invalid?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** A label, its control (rendered by `children` with the wiring it needs), an optional hint and the error message. */
export function Field({ name, label, required, optional, hint, error, invalid, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={name} className={labelClass}>
        {label}
        {required && <RequiredMark />}
        {optional && !required && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId(name)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children(controlProps(name, { error, invalid, hint: Boolean(hint) }))}
      <FieldError name={name} message={error} />
    </div>
  )
}
