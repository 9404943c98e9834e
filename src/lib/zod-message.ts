import type { ZodError } from 'zod'

/** The 400 message for a body that fails its schema: the fields, never the values. */
export function invalidFieldsMessage(error: ZodError): string {
  const fields = [...new Set(error.issues.map((issue) => issue.path.join('.') || 'body'))]
  return `Invalid or missing fields: ${fields.join(', ')}`
}
