import Link from 'next/link'

import type { TeamMember } from '@/payload-types'

import { Photo } from '../../_components/photo'
import { profilePath } from './structured-data'

/** The insight's authors: photo, name and title, each linking to the profile on the team page (not prefetched, like every link of an article). */
export function Byline({ authors }: { authors: TeamMember[] }) {
  if (!authors.length) return null
  return (
    <ul aria-label="Authors" data-testid="authors" className="mt-8 flex flex-wrap gap-6">
      {authors.map((author) => (
        <li key={author.id}>
          <Link href={profilePath(author)} prefetch={false} className="group flex items-center gap-3">
            <Photo src={author.photo} alt="" sizes="48px" className="size-12 shrink-0 rounded-full" />
            <span className="flex flex-col">
              <span className="font-semibold text-white group-hover:text-gold-300">{author.name}</span>
              <span className="text-sm text-slate-300">{author.title}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
