const WORDS_PER_MINUTE = 200

/** Minutes to read a text: words ÷ 200, rounded up, at least 1. */
export function readMinutes(text: string): number {
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** "N min read". */
export const readTimeLabel = (minutes: number): string => `${minutes} min read`

/** A text's read time as "N min read". */
export const readTime = (text: string): string => readTimeLabel(readMinutes(text))
