import type { Metadata } from 'next'

import { formatLongDate } from '@/lib/format-date'

import { PageHero } from '../_components/page-hero'
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
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy">
        <p>Last updated {formatLongDate(policy.lastUpdated)}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
        <ol className="space-y-12">
          {policy.sections.map((section, index) => (
            <li key={section.key}>
              <section aria-labelledby={`privacy-${index + 1}`}>
                <h2 id={`privacy-${index + 1}`} className="font-serif text-2xl font-semibold text-navy-950">
                  {index + 1}. {section.heading}
                </h2>
                {section.paragraphs.map((paragraph, line) => (
                  <p key={line} className="mt-4 whitespace-pre-line leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))}
              </section>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}
