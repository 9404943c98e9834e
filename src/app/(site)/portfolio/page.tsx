import { ArrowRight } from 'lucide-react'
import type { Metadata } from 'next'

import { PageHero } from '../_components/page-hero'
import { ButtonLink } from '../_components/ui/button'
import { Icon } from '../_components/icon'
import { pageMetadata } from '../_lib/metadata'
import { activePortfolio } from '../_lib/editable-content'
import { CompanyCard } from './company-card'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Our Portfolio',
    description:
      'The founder-led and family-run companies we partner with in healthcare and technology, in their founders’ words.',
    path: '/portfolio',
  })

export default async function PortfolioPage() {
  const companies = await activePortfolio()
  return (
    <>
      <PageHero eyebrow="Portfolio" title="Our Portfolio">
        <p>
          Founder-led and family-run companies we have partnered with, and what their founders say about building
          alongside us.
        </p>
      </PageHero>
      <section aria-labelledby="companies-title" className="bg-ivory py-20">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <h2 id="companies-title" className="sr-only">
            Companies
          </h2>
          {companies.length > 0 ? (
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {companies.map((company) => (
                <li key={company.id} className="flex">
                  <CompanyCard company={company} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
              <p className="font-serif text-2xl font-semibold text-navy-950">Our portfolio is being updated</p>
              <p className="mt-3 leading-relaxed text-slate-700">
                We are adding the companies we partner with. In the meantime, tell us about your business.
              </p>
              <ButtonLink href="/contact" prefetch={false} className="mt-8">
                Get In Touch <Icon icon={ArrowRight} className="size-4" aria-hidden="true" />
              </ButtonLink>
            </div>
          )}
        </div>
      </section>
    </>
  )
}
