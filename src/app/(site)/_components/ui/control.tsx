import { cx } from 'class-variance-authority'
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

/**
 * The look every text box and drop-down shares, red-bordered while aria-invalid. The forms are
 * client components, so a caller's className is appended rather than merged: it may add classes
 * or set a side the control only sets as a pair (`pl-9` beside `px-4`), which Tailwind orders last.
 */
const controlClass =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-navy-700 focus:outline-none focus:ring-2 focus:ring-navy-700/30 aria-[invalid=true]:border-danger'

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cx(controlClass, className)} {...props} />
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cx(controlClass, className)} {...props} />
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cx(controlClass, className)} {...props} />
}

export type Choice = { value: string; label: string }

/**
 * A drop-down's entries: an empty first entry that prompts for a choice (disabled where the form
 * must not let a visitor pick it back), then one entry per choice.
 */
export function Choices({
  prompt,
  choices,
  promptDisabled,
}: {
  prompt: string
  choices: readonly Choice[]
  promptDisabled?: boolean
}) {
  return (
    <>
      <option value="" disabled={promptDisabled}>
        {prompt}
      </option>
      {choices.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  )
}
