import type { Metadata } from 'next'

import { formatLongDate } from '@/lib/format-date'

import { LegalPage } from '../_components/legal-page'
import { pageMetadata } from '../_lib/metadata'
import { privacyPolicy } from '../_lib/editable-content'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Privacy Policy',
    description:
      'What this website collects through inquiries, the business assessment and cookieless statistics, why, for how long, and how to ask for your data.',
    path: '/privacy',
  })

export default async function PrivacyPage() {
  const policy = await privacyPolicy()
  return <LegalPage title="Privacy Policy" updated={formatLongDate(policy.lastUpdated)} sections={policy.sections} />
}
