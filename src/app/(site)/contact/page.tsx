import { Clock, Mail, ShieldCheck, type LucideIcon } from 'lucide-react'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { absoluteUrl } from '@/lib/site-url'

import { Icon } from '../_components/icon'
import { JsonLd } from '../_components/json-ld'
import { PageHero } from '../_components/page-hero'
import { pageMetadata } from '../_lib/metadata'
import { getSiteSettings } from '../_lib/queries'
import { ContactForm } from './contact-form'

const description =
  'Talk to our partners about growth capital, a strategic partnership or business efficiency consulting for your founder-led or family-run company.'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: 'Contact Us', description, path: '/contact' })

/** One of the promises beside the form: an icon, a heading and what it means. */
const Assurance = ({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) => (
  <div className="flex gap-4">
    <Icon icon={icon} className="size-6 shrink-0 text-gold-700" aria-hidden="true" />
    <div>
      <h3 className="font-semibold text-navy-950">{title}</h3>
      {children}
    </div>
  </div>
)

export default async function ContactPage() {
  const { firmName, contactEmail } = await getSiteSettings()
  return (
    <>
      <PageHero eyebrow="Contact" title="Let's Talk About Your Legacy">
        <p>
          Every partnership starts with a conversation. Tell us about your business and what you want for its future.
        </p>
      </PageHero>
      <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 lg:grid-cols-[2fr_1fr]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <h2 id="contact-title" className="font-serif text-3xl font-semibold text-navy-950">
              Send Us a Message
            </h2>
            <p className="mb-8 mt-2 text-sm text-slate-600">Fields marked * are required.</p>
            <ContactForm />
          </div>
          <div className="space-y-8">
            <Assurance icon={Clock} title="A reply within two business days">
              <p className="mt-1 text-sm leading-relaxed text-slate-700">
                A partner reads every inquiry personally and answers with next steps.
              </p>
            </Assurance>
            <Assurance icon={ShieldCheck} title="Confidential from the first message">
              <p className="mt-1 text-sm leading-relaxed text-slate-700">
                What you share stays with our team and is never sold or passed on.
              </p>
            </Assurance>
            <Assurance icon={Mail} title="Prefer e-mail?">
              <a
                href={`mailto:${contactEmail}`}
                className="mt-1 block break-all text-sm font-medium text-navy-800 underline underline-offset-4"
              >
                {contactEmail}
              </a>
            </Assurance>
          </div>
        </div>
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: `Contact ${firmName}`,
          description,
          url: absoluteUrl('/contact'),
          mainEntity: {
            '@type': 'Organization',
            name: firmName,
            url: absoluteUrl('/'),
            email: contactEmail,
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: 'business inquiries',
              email: contactEmail,
              availableLanguage: 'English',
            },
          },
        }}
      />
    </>
  )
}
