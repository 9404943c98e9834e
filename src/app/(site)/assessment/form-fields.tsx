import type { ReactNode, Ref } from 'react'

export const inputClass =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-navy-700 focus:outline-none focus:ring-2 focus:ring-navy-700/30 aria-[invalid=true]:border-red-700'
export const labelClass = 'block text-sm font-semibold text-navy-950'

export const errorId = (name: string) => `${name}-error`
export const hintId = (name: string) => `${name}-hint`

/** The message under an invalid field; its id is in the field's aria-describedby. */
export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null
  return (
    <p id={errorId(name)} className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  )
}

/** The accessibility attributes of a field with an optional hint and error. */
export function describedField(name: string, error: string | undefined, hasHint = false) {
  const ids = [hasHint && hintId(name), error && errorId(name)].filter(Boolean).join(' ')
  return { id: name, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined }
}

type FieldProps = {
  name: string
  label: string
  required?: boolean
  hint?: ReactNode
  error?: string
  className?: string
  children: ReactNode
}

/** A label, its control, an optional hint and the field's error message. */
export function Field({ name, label, required, hint, error, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={name} className={labelClass}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {hint && (
        <p id={hintId(name)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <FieldError name={name} message={error} />
    </div>
  )
}

type Option = { value: string; label: string }

type RadioOptionsProps = {
  name: string
  options: readonly Option[]
  value: string | undefined
  onChange: (value: string) => void
  firstRef?: Ref<HTMLInputElement>
  columns?: boolean
}

/** Native radio buttons styled as cards: arrow keys move between them, Space selects. */
export function RadioOptions({ name, options, value, onChange, firstRef, columns }: RadioOptionsProps) {
  return (
    <div className={columns ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-3'}>
      {options.map((option, index) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3.5 text-slate-800 transition-colors hover:border-navy-700 has-checked:border-navy-800 has-checked:bg-navy-800/5 has-checked:ring-1 has-checked:ring-navy-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-400"
        >
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-5 shrink-0 accent-navy-800 focus-visible:outline-none"
          />
          <span className="leading-snug">{option.label}</span>
        </label>
      ))}
    </div>
  )
}
