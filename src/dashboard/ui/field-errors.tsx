'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { FieldErrors } from '@/dashboard/model/field-errors'

const Errors = createContext<FieldErrors>({})

/** The errors of one form; its labelled controls show theirs by id. */
export const FieldErrorsProvider = ({ errors, children }: { errors: FieldErrors; children: ReactNode }) => (
  <Errors.Provider value={errors}>{children}</Errors.Provider>
)

export const errorIdOf = (controlId: string) => `${controlId}-error`

/** The error of the control `id` in the surrounding form, if any. */
export const useFieldError = (id: string | undefined): string | undefined => {
  const errors = useContext(Errors)
  return id === undefined ? undefined : errors[id]
}

/** What marks a control invalid and ties it to its message. */
export function useInvalidProps(id: string | undefined) {
  const error = useFieldError(id)
  return error && id ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(id) } : {}
}
