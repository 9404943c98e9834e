/**
 * A 400 for rejected fields keeps its plain-text body ("Invalid or missing fields: email, industry")
 * for people and lists the fields in this header for programs: comma-separated, each name
 * URL-encoded (a name may come from the caller, e.g. an unknown question id).
 */
export const INVALID_FIELDS_HEADER = 'X-Invalid-Fields'

export const invalidFieldsHeaderValue = (fields: readonly string[]): string =>
  fields.map(encodeURIComponent).join(',')

/** The rejected fields an answer names; empty when it names none. */
export function invalidFieldsOf(headers: Headers): string[] {
  const value = headers.get(INVALID_FIELDS_HEADER)
  if (!value) return []
  return value.split(',').flatMap((name) => {
    try {
      return [decodeURIComponent(name)]
    } catch {
      return []
    }
  })
}
