import { insightsFeed } from '@/insights/feed'
import { getPayloadClient } from '@/payload-client'

import { getSiteSettings } from '../../_lib/queries'

/** Rendered once and cached like the pages; a post's change renders it anew (the collection's revalidation). */
export const dynamic = 'force-static'

export async function GET() {
  const { firmName } = await getSiteSettings()
  const xml = await insightsFeed(await getPayloadClient(), firmName)
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
