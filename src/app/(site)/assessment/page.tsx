import { ChartColumn, Clock, LockKeyhole } from 'lucide-react'
import type { Metadata } from 'next'

import { MAX_ASSESSMENT_SCORE } from '@/lib/assessment/options'

import { AssessmentForm } from './assessment-form'
import { InvestmentCriteria } from '../_components/investment-criteria'
import { PageHero } from '../_components/page-hero'
import { Icon } from '../_components/icon'
import { investmentCriteria } from '../_lib/editable-content'

const title = 'Business Assessment'
const description = `How ready is your founder-led or family-run business for growth capital? Answer 21 questions in about 8 minutes and get a score out of ${MAX_ASSESSMENT_SCORE}, a rating and advice on where to focus first.`

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: '/assessment' },
  openGraph: { title, description, url: '/assessment', type: 'website', locale: 'en_US' },
  twitter: { card: 'summary_large_image', title, description },
}

const PROMISES = [
  { icon: Clock, text: '21 questions, about 8 minutes' },
  { icon: ChartColumn, text: `A score out of ${MAX_ASSESSMENT_SCORE} across seven areas investors weigh` },
  { icon: LockKeyhole, text: 'Confidential: never sold or shared' },
]

export default async function AssessmentPage() {
  const criteria = await investmentCriteria()
  return (
    <>
      <PageHero overlapped eyebrow="Business Assessment" title="How Ready Is Your Business for Growth Capital?">
        <p>
          The questions a growth-capital partner asks before investing in a founder-led or family-run business:
          leadership and succession, financial health, growth, operations, customers, team and readiness for a partner.
          See where you stand and what to strengthen first.
        </p>
        <ul className="mt-8 flex flex-col gap-3 text-base text-slate-200 sm:flex-row sm:flex-wrap sm:gap-x-8">
          {PROMISES.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon icon={icon} className="size-5 shrink-0 text-gold-300" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </PageHero>
      <section aria-label="Questionnaire" className="relative -mt-12 pb-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <InvestmentCriteria criteria={criteria} as="h2" className="mb-8" />
          <AssessmentForm />
        </div>
      </section>
    </>
  )
}
