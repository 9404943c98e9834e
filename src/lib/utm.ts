/** The most characters a UTM value keeps; longer values are cut. */
export const MAX_UTM_LENGTH = 100

/**
 * A UTM value as stored: trimmed, lowercased (so `Newsletter` and `newsletter` are one row),
 * inner whitespace collapsed, cut to MAX_UTM_LENGTH, and '' unless it only holds letters,
 * digits, spaces and . _ - + ~ : / @ & ' ( ) ! % #. The cleaned value is data: it is never
 * rendered as HTML.
 */
export function cleanUtm(value: string | null | undefined): string {
  const text = (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_UTM_LENGTH).trim()
  return /^[\p{L}\p{N} ._\-+~:/@&'()!%#]*$/u.test(text) ? text : ''
}
