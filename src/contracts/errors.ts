/**
 * A 400 for rejected fields keeps its plain-text body ("Invalid or missing fields: email, industry")
 * for people and lists the fields in this header for programs: comma-separated, each name
 * URL-encoded (a name may come from the caller, e.g. an unknown question id).
 */
export const INVALID_FIELDS_HEADER = 'X-Invalid-Fields'

/** The rejected fields of a validation error ('tags.0' for an array item, 'body' for the body itself). */
export const invalidFields = (error: { issues: { path: PropertyKey[] }[] }): string[] => [
  ...new Set(error.issues.map((issue) => issue.path.map(String).join('.') || 'body')),
]

export const invalidFieldsMessage = (fields: readonly string[]): string =>
  `Invalid or missing fields: ${fields.join(', ')}`

export const invalidFieldsHeaderValue = (fields: readonly string[]): string => fields.map(encodeURIComponent).join(',')

const decoded = (name: string): string => {
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}

/** The field names of an X-Invalid-Fields value: trimmed, decoded, empty entries dropped, each once. */
const parseInvalidFields = (value: string | null): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((name) => decoded(name.trim()))
      .filter(Boolean),
  ),
]

/** The rejected fields an answer names; empty when it names none. */
export const invalidFieldsOf = (headers: Headers): string[] => parseInvalidFields(headers.get(INVALID_FIELDS_HEADER))
