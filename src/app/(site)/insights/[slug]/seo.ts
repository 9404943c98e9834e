import type { BlogPost, Media } from '@/payload-types'
import { SHARE_CARD_SIZE } from '@/lib/share-card/card'

import type { SocialImage } from '../../_lib/metadata'

/**
 * What search engines and link previews show for a post: its SEO title and description (else its
 * title and summary) and its share image (else its generated card, /insights/{slug}/share-image).
 */
export function postSeo(
  post: BlogPost,
  slug: string,
): { title: string | null; description: string; image: SocialImage } {
  const upload = typeof post.meta?.image === 'object' ? (post.meta.image as Media | null) : null
  const image: SocialImage =
    upload?.url && upload.width && upload.height
      ? { url: upload.url, width: upload.width, height: upload.height, alt: upload.alt || post.title }
      : { url: `/insights/${slug}/share-image`, ...SHARE_CARD_SIZE, alt: post.title }
  return {
    title: post.meta?.title?.trim() || null,
    description: post.meta?.description?.trim() || post.summary,
    image,
  }
}
