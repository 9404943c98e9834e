import { ImageResponse } from 'next/og'

import { ShareCard, SHARE_CARD_SIZE } from '@/lib/share-card/card'
import { shareCardFonts } from '@/lib/share-card/fonts'
import { postIdFromSlug } from '@/lib/slug'

import { summarizePost } from '../../../_lib/posts'
import { getSiteSettings, publishedPost, publishedPostLinks } from '../../../_lib/queries'

/**
 * A published post's generated social card (when it has no share image of its own): rendered once,
 * cached like the pages, and rendered anew when the post changes (the collection's revalidation).
 */
export const dynamic = 'force-static'
export const revalidate = 86400

export async function generateStaticParams() {
  return (await publishedPostLinks()).map(({ slug }) => ({ slug }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const id = postIdFromSlug((await params).slug)
  const post = id ? await publishedPost(id) : null
  if (!post) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const summary = summarizePost(post)
  const { firmName } = await getSiteSettings()
  return new ImageResponse(
    <ShareCard title={post.title} firmName={firmName} date={summary.date} readTime={summary.readTime} />,
    { ...SHARE_CARD_SIZE, fonts: await shareCardFonts() },
  )
}
