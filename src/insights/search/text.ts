import { asRichText, richTextToPlainText } from '@/lib/rich-text'

/** The most body text a post gives search (a long article's first ~15,000 words). */
const MAX_SEARCH_BODY = 100_000

/** What search reads of a post beside its title and summary: its tags and its body's words as plain text. */
export const searchFields = (content: unknown, tags: unknown) => ({
  searchTags: Array.isArray(tags) ? tags.join(' ') : '',
  searchBody: richTextToPlainText(asRichText(content)).slice(0, MAX_SEARCH_BODY),
})
