import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactForm, type ContactDefaults } from '../../../../contact/contact-form'
import { PageHero } from '../../../../_components/page-hero'
import { storedResult } from '../../stored-result'

// Read from the database on every request, like the results it comes from.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ token: string }> }

export const metadata: Metadata = {
  title: 'Talk to a Partner',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** "Talk to a partner" from the results: the contact form filled in from the assessment, so the inquiry joins the same person. */
export default async function ResultsContactPage({ params }: Props) {
  const { token } = await params
  const stored = await storedResult(token)
  if (!stored) notFound()
  const { doc, result } = stored
  const [firstName, ...rest] = doc.contactName.trim().split(/\s+/)
  const defaults: ContactDefaults = {
    firstName,
    lastName: rest.join(' '),
    email: doc.contactEmail,
    industry: doc.industry ?? '',
    inquiryType: 'partnership',
    message:
      `I completed the business assessment${result.businessName ? ` for ${result.businessName}` : ''} ` +
      `(score ${result.totalScore}/${result.maxScore}) and would like to discuss the results with a partner.`,
  }
  return (
    <>
      <PageHero eyebrow="Business Assessment" title="Talk to a Partner">
        <p>We have filled in what you told us in the assessment. Add anything you would like us to know.</p>
      </PageHero>
      <section aria-labelledby="contact-title" className="py-20">
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h2 id="contact-title" className="font-serif text-3xl font-semibold text-navy-950">
            Send Us a Message
          </h2>
          <p className="mb-8 mt-2 text-sm text-slate-600">Fields marked * are required.</p>
          <ContactForm defaults={defaults} resultsToken={token} />
        </div>
      </section>
    </>
  )
}
