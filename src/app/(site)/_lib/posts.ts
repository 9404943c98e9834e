import type { BlogPost } from '@/payload-types'
import { formatLongDate } from '@/lib/format-date'
import { readTime } from '@/lib/read-time'
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

/** What a post card shows: the long US date (published, else created) and the read time of its body's words. */
export function summarizePost(
  post: Pick<BlogPost, 'id' | 'title' | 'summary' | 'tags' | 'content' | 'publishedAt' | 'createdAt'>,
): PostSummary {
  const dateTime = post.publishedAt || post.createdAt
  return {
    id: post.id,
    slug: postSlug(post.title, post.id),
    title: post.title,
    summary: post.summary,
    tags: post.tags ?? [],
    date: formatLongDate(dateTime),
    dateTime,
    readTime: readTime(richTextToPlainText(asRichText(post.content))),
  }
}
