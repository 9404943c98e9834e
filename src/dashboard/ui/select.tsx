import { Check, ChevronDown } from 'lucide-react'
import { Select as RadixSelect } from 'radix-ui'
import { type KeyboardEvent, useId, useState } from 'react'

import { cn } from '@/lib/cn'

import { Label } from './fields'

type SelectOption = { value: string; label: string }

type SelectProps = {
  id?: string
  value: string
  onValueChange: (value: string) => void
  options: readonly SelectOption[]
  placeholder?: string
  'aria-label'?: string
  className?: string
  /** Opened as it mounts (a deferred select's first use). */
  defaultOpen?: boolean
}

const triggerClass = (className: string | undefined) =>
  cn(
    'inline-flex h-9 w-full items-center justify-between gap-2 rounded-md border border-control bg-white px-3 text-sm text-ink',
    'focus-visible:outline-2 focus-visible:outline-focus',
    className,
  )

/** A Radix select. An option with an empty value cannot be chosen, so it is left out. */
export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  className,
  defaultOpen,
  ...aria
}: SelectProps) {
  const items = options.filter((option) => option.value.trim() !== '')
  return (
    // Always controlled: '' shows the placeholder again (undefined would leave Radix showing the last choice).
    <RadixSelect.Root value={value} onValueChange={(next) => next && onValueChange(next)} defaultOpen={defaultOpen}>
      <RadixSelect.Trigger id={id} aria-label={aria['aria-label']} className={triggerClass(className)}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown aria-hidden className="h-4 w-4" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-line bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {items.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center rounded px-7 py-1.5 text-sm text-ink outline-none data-[highlighted]:bg-slate-100"
              >
                <RadixSelect.ItemIndicator className="absolute left-2">
                  <Check aria-hidden className="h-4 w-4" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  )
}

/** The keys that open a closed Radix select from its trigger (Enter and Space come as a click). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp'])

/**
 * A select whose Radix parts mount at its first use (a click, Enter, Space or an arrow key):
 * until then a button that looks and reads the same (a combobox with its name and value). Radix
 * renders every closed select's options, hidden, to find the label it shows, which for the 50
 * rows of a page of leads was much of the time the rows took to appear.
 */
export function DeferredSelect(props: SelectProps) {
  const [used, setUsed] = useState(false)
  // As Radix's closed trigger, it names the listbox it will open.
  const listbox = useId()
  if (used) return <Select {...props} defaultOpen />
  const shown = props.options.find((option) => option.value === props.value)?.label ?? props.placeholder
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return
    event.preventDefault()
    setUsed(true)
  }
  return (
    <button
      type="button"
      id={props.id}
      role="combobox"
      aria-label={props['aria-label']}
      aria-controls={listbox}
      aria-expanded={false}
      aria-autocomplete="none"
      onClick={() => setUsed(true)}
      onKeyDown={onKeyDown}
      className={triggerClass(props.className)}
    >
      <span style={{ pointerEvents: 'none' }}>{shown}</span>
      <ChevronDown aria-hidden className="h-4 w-4" />
    </button>
  )
}

const ALL = 'all'

/**
 * A list filter: "all" (`allLabel`) or one of `values` with its label; `onChange` gets null for all.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  values,
  labelOf = (option) => option,
  allLabel,
  className,
}: {
  label: string
  value: string | null
  onChange: (value: V | null) => void
  values: readonly V[]
  labelOf?: (value: V) => string
  allLabel: string
  className: string
}) {
  const options = [
    { value: ALL, label: allLabel },
    ...values.map((option) => ({ value: option, label: labelOf(option) })),
  ]
  return (
    <Select
      aria-label={label}
      value={value ?? ALL}
      onValueChange={(next) => onChange(next === ALL ? null : (next as V))}
      options={options}
      className={className}
    />
  )
}

/** A label above its select; the wrapper is as wide as `className` says. */
export function SelectField({
  id,
  label,
  className = 'space-y-1',
  ...props
}: Omit<SelectProps, 'id' | 'className'> & { id: string; label: string; className?: string }) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...props} />
    </div>
  )
}
