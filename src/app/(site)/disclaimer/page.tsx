import type { Metadata } from 'next'

import { LegalPage } from '../_components/legal-page'
import { pageMetadata } from '../_lib/metadata'
import { getSiteSettings } from '../_lib/queries'
import { DISCLAIMER_SECTIONS } from './sections'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Disclaimer',
    description:
      'Legal disclaimer for this website: informational purposes only, no offer or solicitation, limitation of liability and governing law.',
    path: '/disclaimer',
  })

export default async function DisclaimerPage() {
  const { firmName } = await getSiteSettings()
  const sections = DISCLAIMER_SECTIONS.map((section) => ({
    key: section.title,
    heading: section.title,
    paragraphs: section.paragraphs.map((paragraph) => paragraph.replaceAll('{firm}', firmName)),
  }))
  return <LegalPage title="Disclaimer" updated="July 5, 2025" sections={sections} />
}
