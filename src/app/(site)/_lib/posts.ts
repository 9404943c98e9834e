import type { BlogPost } from '@/payload-types'
import { formatLongDate } from '@/lib/format-date'
import { readMinutes, readTimeLabel } from '@/lib/read-time'
import { asRichText, richTextToPlainText } from '@/lib/rich-text'
import { postSlug } from '@/lib/slug'

export type PostSummary = {
  id: BlogPost['id']
  slug: string
  title: string
  summary: string
  tags: string[]
  date: string
  dateTime: string
  readTime: string
}

type Summarized = Pick<BlogPost, 'id' | 'title' | 'summary' | 'tags' | 'publishedAt' | 'createdAt'> &
  Partial<Pick<BlogPost, 'readMinutes' | 'content'>>

/**
 * What a post card shows: the long US date (published, else created) and the read time of its
 * body's words: a card's post brings it as stored on save; the article page, which reads the post
 * without hidden fields, counts the words of the body it shows.
 */
export function summarizePost(post: Summarized): PostSummary {
  const dateTime = post.publishedAt || post.createdAt
  return {
    id: post.id,
    slug: postSlug(post.title, post.id),
    title: post.title,
    summary: post.summary,
    tags: post.tags ?? [],
    date: formatLongDate(dateTime),
    dateTime,
    readTime: readTimeLabel(post.readMinutes ?? readMinutes(richTextToPlainText(asRichText(post.content)))),
  }
}
