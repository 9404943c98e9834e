import { Check, ChevronDown } from 'lucide-react'
import { Select as RadixSelect } from 'radix-ui'

import { cn } from '@/lib/cn'

export type SelectOption = { value: string; label: string }

type SelectProps = {
  id?: string
  value: string
  onValueChange: (value: string) => void
  options: readonly SelectOption[]
  placeholder?: string
  'aria-label'?: string
  className?: string
}

/** A Radix select. An option with an empty value cannot be chosen, so it is left out. */
export function Select({ id, value, onValueChange, options, placeholder, className, ...aria }: SelectProps) {
  const items = options.filter((option) => option.value.trim() !== '')
  return (
    <RadixSelect.Root value={value || undefined} onValueChange={(next) => next && onValueChange(next)}>
      <RadixSelect.Trigger
        id={id}
        aria-label={aria['aria-label']}
        className={cn(
          'inline-flex h-9 w-full items-center justify-between gap-2 rounded-md border border-control bg-white px-3 text-sm text-ink',
          'focus-visible:outline-2 focus-visible:outline-focus',
          className,
        )}
      >
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
