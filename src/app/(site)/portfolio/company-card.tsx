import { ExternalLink } from 'lucide-react'
import { getImageProps } from 'next/image'

import type { activePortfolio } from '../_lib/editable-content'
import { Icon } from '../_components/icon'

type Company = Awaited<ReturnType<typeof activePortfolio>>[number]

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')

/** The logo in a fixed box (no layout shift), or the company's initials when it has none. */
function CompanyLogo({ name, src }: { name: string; src: string | null }) {
  if (!src) {
    return (
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-xl bg-navy-950 font-serif text-xl font-semibold text-gold-300"
      >
        {initials(name)}
      </span>
    )
  }
  const { props } = getImageProps({ src, alt: `${name} logo`, fill: true, sizes: '160px' })
  return (
    <span className="relative block h-16 w-40">
      {/* eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps */}
      <img {...props} alt={`${name} logo`} className="object-contain object-left" />
    </span>
  )
}

export function CompanyCard({ company }: { company: Company }) {
  return (
    <article
      aria-labelledby={`company-${company.id}`}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      data-testid="portfolio-company"
    >
      <CompanyLogo name={company.name} src={company.logoUrl} />
      <h3 id={`company-${company.id}`} className="mt-6 font-serif text-2xl font-semibold text-navy-950">
        {company.name}
      </h3>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-600">Sector</dt>
        <dd className="text-navy-950">{company.sector}</dd>
        <dt className="font-semibold text-slate-600">Stage</dt>
        <dd className="text-navy-950">{company.stage}</dd>
        <dt className="font-semibold text-slate-600">Status</dt>
        <dd className="text-navy-950">{company.status}</dd>
      </dl>
      {company.founderQuote && (
        <figure className="mt-6 border-l-2 border-gold-400 pl-4">
          <blockquote className="whitespace-pre-line leading-relaxed text-slate-700">
            “{company.founderQuote}”
          </blockquote>
          {company.quoteAuthor && (
            <figcaption className="mt-2 text-sm font-semibold text-navy-950">{company.quoteAuthor}</figcaption>
          )}
        </figure>
      )}
      {company.url && (
        <a
          href={company.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          Visit {company.name}
          <Icon icon={ExternalLink} className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </article>
  )
}
