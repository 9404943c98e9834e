export type IdType = 'number' | 'text'

/**
 * A document id from a URL segment or job input: a positive integer on SQLite, a 24-hex ObjectId
 * on MongoDB (`payload.db.defaultIDType`); null when it cannot be one.
 */
export function parseDocId(raw: unknown, idType: IdType): number | string | null {
  const value = String(raw ?? '').trim()
  if (idType === 'number') return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null
  return /^[a-f\d]{24}$/i.test(value) ? value : null
}

export type DocId = number | string

/** The id of a relationship value, populated or not. */
export const relationId = (value: DocId | { id: DocId }): DocId => (typeof value === 'object' ? value.id : value)
