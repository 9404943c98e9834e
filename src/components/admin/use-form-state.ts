'use client'

import { useState } from 'react'

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T]

/**
 * A dashboard form's values: `set` changes one, `bind` hands a text value and its setter to a
 * `TextField` or `TextareaField`.
 */
export function useFormState<T extends object>(initial: () => T) {
  const [form, setForm] = useState<T>(initial)
  const set = <K extends keyof T>(key: K, value: T[K]) => setForm((current) => ({ ...current, [key]: value }))
  const bind = <K extends TextKey<T>>(key: K) => ({
    value: form[key] as string,
    onValueChange: (value: string) => set(key, value as T[K]),
  })
  return { form, set, bind }
}
