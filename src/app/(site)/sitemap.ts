import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/site-url'

import { publishedPostLinks } from './_lib/queries'

export const PUBLIC_PAGES = [
  '/',
  '/team',
  '/insights',
  '/portfolio',
  '/contact',
  '/assessment',
  '/disclaimer',
  '/privacy',
]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await publishedPostLinks()
  return [
    ...PUBLIC_PAGES.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(`/insights/${post.slug}`),
      lastModified: post.updatedAt,
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    })),
  ]
}
