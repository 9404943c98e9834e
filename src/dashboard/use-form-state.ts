'use client'

import { useState } from 'react'

type KeyOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T]

/**
 * A dashboard form's values: `set` changes one, `bind` hands a text value and its setter to a
 * `TextField` or `TextareaField`, `toggle` a yes/no value and its setter to a `Switch`.
 */
export function useFormState<T extends object>(initial: () => T) {
  const [form, setForm] = useState<T>(initial)
  const set = <K extends keyof T>(key: K, value: T[K]) => setForm((current) => ({ ...current, [key]: value }))
  const bind = <K extends KeyOf<T, string>>(key: K) => ({
    value: form[key] as string,
    onValueChange: (value: string) => set(key, value as T[K]),
  })
  const toggle = <K extends KeyOf<T, boolean>>(key: K) => ({
    checked: form[key] as boolean,
    onCheckedChange: (checked: boolean) => set(key, checked as T[K]),
  })
  return { form, set, bind, toggle }
}
