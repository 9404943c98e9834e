import type { Ref } from 'react'

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
