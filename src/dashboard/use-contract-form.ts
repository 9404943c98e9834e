'use client'

import { useState } from 'react'
import type { z } from 'zod'

import { type ControlOf, type FieldErrors, rejectedErrors, schemaErrors } from '@/dashboard/model/field-errors'

import { asApiError } from './api/client'

const focusFirst = (errors: FieldErrors) => {
  const first = Object.keys(errors)[0]
  if (first) document.getElementById(first)?.focus()
}

/**
 * A dashboard form bound to its resource's contract: the body is checked with the contract's schema
 * before it is sent, and the fields a 400 rejects (its X-Invalid-Fields) are marked on the form.
 */
export function useContractForm(schema: z.ZodType, controlOf: ControlOf) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const show = (next: FieldErrors) => {
    setErrors(next)
    focusFirst(next)
  }
  const submit = async (body: unknown, save: () => Promise<unknown>) => {
    const problems = schemaErrors(schema, body, controlOf)
    show(problems)
    if (Object.keys(problems).length > 0) return
    try {
      await save()
    } catch (error) {
      show(rejectedErrors(asApiError(error).fields, controlOf))
    }
  }
  return { errors, submit }
}
