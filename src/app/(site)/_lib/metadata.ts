import type { Metadata } from 'next'

import { FEED_PATH, FEED_TITLE } from '@/insights/feed'

import { getSiteSettings } from './queries'

/** The social-sharing card (scripts/generate-brand-images.ts). */
const SOCIAL_IMAGE = { url: '/social-card.png', width: 1200, height: 630, alt: 'Your Legacy: Our Commitment' }

export type SocialImage = { url: string; width: number; height: number; alt: string }

type PageMeta = {
  title: string
  description: string
  path: string
  type?: 'website' | 'article'
  absoluteTitle?: boolean
  /** The page's own card; the site's when absent. */
  image?: SocialImage
}

/** Title, description, canonical link and the matching Open Graph and Twitter tags of one public page. */
export async function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  absoluteTitle,
  image = SOCIAL_IMAGE,
}: PageMeta): Promise<Metadata> {
  const { firmName } = await getSiteSettings()
  const fullTitle = absoluteTitle ? title : `${title} | ${firmName}`
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    // Every page names the insights' feed, so feed readers find it from any address of the site.
    alternates: { canonical: path, types: { 'application/rss+xml': [{ url: FEED_PATH, title: FEED_TITLE }] } },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: firmName,
      type,
      locale: 'en_US',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  }
}
