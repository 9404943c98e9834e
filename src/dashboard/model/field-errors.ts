import type { z } from 'zod'

/** A form's errors by the id of the control they belong to. */
export type FieldErrors = Record<string, string>

/**
 * Where a body field is shown: the id of its control, or null when the form has none (the failure
 * toast still tells). Nested names come joined with dots, as the API lists them.
 */
export type ControlOf = (field: string) => string | null

/** What a field rejected by the server says: the API lists names, not reasons. */
export const REJECTED = 'The server did not accept this value'

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${issue.maximum} characters`
  if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${issue.maximum} entries`
  if (issue.code === 'too_small' && issue.origin === 'string') return 'Required'
  return issue.message
}

/** Adds `message` under each field's control, keeping the first message a control gets. */
function collect(entries: [field: string, message: string][], controlOf: ControlOf): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, message] of entries) {
    const control = controlOf(field)
    if (control !== null && !(control in errors)) errors[control] = message
  }
  return errors
}

/** The body checked against the contract's schema: no errors when it would be accepted. */
export function schemaErrors(schema: z.ZodType, body: unknown, controlOf: ControlOf): FieldErrors {
  const result = schema.safeParse(body)
  if (result.success) return {}
  return collect(
    result.error.issues.map((issue) => [issue.path.join('.'), issueMessage(issue)]),
    controlOf,
  )
}

/** The fields a 400 named (X-Invalid-Fields), under their controls. */
export const rejectedErrors = (fields: readonly string[], controlOf: ControlOf): FieldErrors =>
  collect(
    fields.map((field) => [field, REJECTED]),
    controlOf,
  )

/** For forms whose body fields are shown by controls `${prefix}-${field}`, for the fields listed. */
export const controlsByName =
  (prefix: string, fields: readonly string[]): ControlOf =>
  (field) =>
    fields.includes(field) ? `${prefix}-${field}` : null
