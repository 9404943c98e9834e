import type { Payload } from 'payload'

import { rssFeed } from '@/insights/rss'
import { absoluteUrl } from '@/lib/site-url'
import { postSlug } from '@/lib/slug'

/** The newest published insights the feed carries. */
const FEED_ITEMS = 50
export const FEED_PATH = '/insights/feed.xml'
export const FEED_TITLE = 'Strategic Insights'

/** /insights/feed.xml: the newest published insights as RSS 2.0 (title, link, date, summary, tags). */
export async function insightsFeed(payload: Payload, firmName: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { isPublished: { equals: true } },
    select: { title: true, summary: true, tags: true, publishedAt: true, createdAt: true },
    sort: ['-publishedAt', '-createdAt'],
    limit: FEED_ITEMS,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return rssFeed({
    title: `${FEED_TITLE} | ${firmName}`,
    link: absoluteUrl('/insights'),
    feedUrl: absoluteUrl(FEED_PATH),
    description: `Strategic insights and frameworks from ${firmName}.`,
    items: docs.map((post) => ({
      title: post.title,
      link: absoluteUrl(`/insights/${postSlug(post.title, post.id)}`),
      description: post.summary,
      published: post.publishedAt || post.createdAt,
      categories: post.tags ?? [],
    })),
  })
}
