import type { Metadata } from 'next'

import { PageHero } from '../_components/page-hero'
import { pageMetadata } from '../_lib/metadata'
import { TeamSections } from './sections'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Meet Our Team',
    description: 'The partners, operators and advisors who work alongside founder-led and family-run businesses.',
    path: '/team',
  })

export default function TeamPage() {
  return (
    <>
      <PageHero eyebrow="Who We Are" title="Meet Our Team">
        <p>
          Investors and operators who have built, run and sold businesses of their own, and who measure success in
          decades.
        </p>
      </PageHero>
      <TeamSections />
    </>
  )
}
