import { absoluteUrl } from '@/lib/site-url'
import type { BlogPost, TeamMember } from '@/payload-types'

import type { PostSummary } from '../../_lib/posts'

/** The team members a post names who are visible to visitors (populated, active). */
export const postAuthors = (post: Pick<BlogPost, 'authors'>): TeamMember[] =>
  (post.authors ?? []).filter((author): author is TeamMember => typeof author === 'object' && author !== null)

/** Where a team member's profile opens on the team page. */
export const profilePath = (member: Pick<TeamMember, 'id'>) => `/team#team-member-${member.id}`

/** schema.org BlogPosting (an Article): its authors are the team members it names, else the firm. */
export function articleStructuredData(
  post: BlogPost,
  summary: PostSummary,
  { firmName, imageUrl }: { firmName: string; imageUrl: string },
) {
  const authors = postAuthors(post)
  const firm = { '@type': 'Organization', name: firmName, url: absoluteUrl('/') }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    image: absoluteUrl(imageUrl),
    datePublished: summary.dateTime,
    dateModified: post.updatedAt,
    keywords: summary.tags.join(', '),
    mainEntityOfPage: absoluteUrl(`/insights/${summary.slug}`),
    author: authors.length
      ? authors.map((author) => ({
          '@type': 'Person',
          name: author.name,
          jobTitle: author.title,
          url: absoluteUrl(profilePath(author)),
          ...(author.photo ? { image: absoluteUrl(author.photo) } : {}),
        }))
      : firm,
    publisher: firm,
  }
}
