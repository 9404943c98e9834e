import type { ReactNode } from 'react'

import { PageHero } from './page-hero'

export type LegalSection = { key: string; heading: string; paragraphs: string[] }

/** A legal text (disclaimer, privacy policy): the hero with its date, then numbered sections of plain paragraphs. */
export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string
  updated: ReactNode
  sections: LegalSection[]
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p>Last updated {updated}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
        <ol className="space-y-12">
          {sections.map((section, index) => (
            <li key={section.key}>
              <section aria-labelledby={`section-${index + 1}`}>
                <h2 id={`section-${index + 1}`} className="font-serif text-2xl font-semibold text-navy-950">
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
