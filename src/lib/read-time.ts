const WORDS_PER_MINUTE = 200

/** Words ÷ 200, rounded up (at least 1), as "N min read". */
export function readTime(text: string): string {
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`
}
