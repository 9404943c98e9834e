import type { Metadata } from 'next'

import { PageHero } from '../_components/page-hero'
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
  return (
    <>
      <PageHero eyebrow="Legal" title="Disclaimer">
        <p>Last updated July 5, 2025</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
        <ol className="space-y-12">
          {DISCLAIMER_SECTIONS.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`section-${index + 1}`}>
                <h2 id={`section-${index + 1}`} className="font-serif text-2xl font-semibold text-navy-950">
                  {index + 1}. {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-slate-700">
                    {paragraph.replaceAll('{firm}', firmName)}
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
