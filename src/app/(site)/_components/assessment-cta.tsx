import { ArrowRight, ClipboardCheck } from 'lucide-react'

import { MAX_ASSESSMENT_SCORE } from '@/lib/assessment/options'

import { ButtonLink } from './ui/button'
import { Icon } from './icon'

const ASSESSMENT_CTA_HEADING = 'How ready is your business for growth capital?'

/**
 * The invitation to take the assessment: inside an article (its block, whose `goal` a click on the
 * button records) and at the end of every one.
 */
export function AssessmentCta({
  heading,
  goal,
  as: Heading = 'h2',
}: {
  heading?: string | null
  goal?: string
  as?: 'h2' | 'h3'
}) {
  return (
    <div
      data-testid="assessment-cta"
      className="my-10 flex flex-col items-start gap-6 rounded-2xl border border-gold-400/40 bg-ivory px-6 py-8 font-sans sm:px-8"
    >
      <div>
        <Icon icon={ClipboardCheck} className="size-8 text-gold-700" aria-hidden="true" />
        <Heading className="mt-3 font-serif text-2xl font-semibold text-navy-950">
          {heading?.trim() || ASSESSMENT_CTA_HEADING}
        </Heading>
        <p className="mt-2 text-base leading-relaxed text-slate-700">
          21 questions across seven areas, scored out of {MAX_ASSESSMENT_SCORE}: see where your company stands and where
          a partner could help most.
        </p>
      </div>
      <ButtonLink href="/assessment" prefetch={false} data-goal={goal}>
        Take the Assessment <Icon icon={ArrowRight} className="size-4" aria-hidden="true" />
      </ButtonLink>
    </div>
  )
}
