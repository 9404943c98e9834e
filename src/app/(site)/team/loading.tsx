import { PageHero } from '../_components/page-hero'
import { TeamSections } from './sections'

export default function TeamLoading() {
  return (
    <>
      <PageHero eyebrow="Who We Are" title="Meet Our Team" />
      <TeamSections streaming={false} />
    </>
  )
}
