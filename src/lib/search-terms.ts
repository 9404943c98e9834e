/** The words a visitor searches insights for, and how each database is asked for them. */

/** The longest search the site reads (characters) and the most words it keeps. */
export const MAX_SEARCH_LENGTH = 100
export const MAX_SEARCH_TERMS = 8

/** Lowercase runs of letters and digits, at most MAX_SEARCH_TERMS distinct ones; punctuation and operators are dropped. */
export function searchTerms(query: string): string[] {
  const words =
    query
      .slice(0, MAX_SEARCH_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS)
}

/** FTS5: every word must occur, each also as the start of a longer word ("grow" finds "growth"). */
export const ftsMatch = (terms: readonly string[]): string => terms.map((term) => `"${term}"*`).join(' ')

/** MongoDB $text: every word must occur (a quoted word each), stemmed by the index's language. */
export const mongoTextSearch = (terms: readonly string[]): string => terms.map((term) => `"${term}"`).join(' ')
