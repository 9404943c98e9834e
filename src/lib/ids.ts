export type IdType = 'number' | 'text'
export type DocId = number | string

/**
 * A document id from a path or a body, as the database expects it: a positive integer for
 * SQLite, a 24-hex ObjectId for MongoDB. Anything else is null (the caller answers 404).
 */
export function parseDocId(raw: unknown, idType: IdType): DocId | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : ''
  if (idType === 'text') return /^[0-9a-f]{24}$/i.test(text) ? text.toLowerCase() : null
  if (!/^[1-9][0-9]{0,15}$/.test(text)) return null
  const id = Number(text)
  return Number.isSafeInteger(id) ? id : null
}
