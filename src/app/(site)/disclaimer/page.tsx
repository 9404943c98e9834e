import type { Metadata } from 'next'

import { formatLongDate } from '@/lib/format-date'

import { LegalPage } from '../_components/legal-page'
import { disclaimer } from '../_lib/editable-content'
import { pageMetadata } from '../_lib/metadata'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Disclaimer',
    description:
      'Legal disclaimer for this website: informational purposes only, no offer or solicitation, limitation of liability and governing law.',
    path: '/disclaimer',
  })

export default async function DisclaimerPage() {
  const { lastUpdated, sections } = await disclaimer()
  return <LegalPage title="Disclaimer" updated={formatLongDate(lastUpdated)} sections={sections} />
}
