import { ArrowRight, CalendarDays, Download, RotateCcw } from 'lucide-react'
import Link from 'next/link'

import { RATING_SUMMARY } from '@/lib/assessment/advice'
import type { AssessmentResult } from '@/lib/assessment/results'
import type { Booking } from '@/leads/booking'

import { Icon } from '../../_components/icon'
import { buttonVariants } from '../../_components/ui/button-variants'
import { CategoryBars } from './category-bars'
import { CustomerEconomics } from './customer-economics'
import { MeetingPicker, type Prefill } from './meeting-picker'
import { RatingBadge } from './rating-badge'

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
const sectionHeading = 'font-serif text-2xl font-semibold text-navy-950'

/** Shown at /assessment/results itself: results live at their own address, given after submitting. */
export function NoResults() {
  return (
    <div className={card}>
      <h2 className={sectionHeading}>No results to show yet</h2>
      <p className="mt-3 text-slate-600">
        Your results appear here after you complete the assessment, at an address of their own that you can come back
        to. It takes about 8 minutes.
      </p>
      <Link
        prefetch={false}
        href="/assessment"
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-navy-950 px-7 py-3.5 font-semibold text-white hover:bg-navy-800"
      >
        Take the assessment
        <Icon icon={ArrowRight} className="size-4" aria-hidden="true" />
      </Link>
    </div>
  )
}

/**
 * A stored assessment's results, rendered on the server. The next step is a call booked with a
 * partner (`booking`), or without a booking address the contact form pre-filled from the assessment.
 */
export function ResultsView({
  result,
  booking,
  benchmark = null,
  meeting = null,
  contactHref,
  pdfHref,
}: {
  result: AssessmentResult
  booking: Booking | null
  /** How the score compares with the other founders', when enough took the assessment. */
  benchmark?: string | null
  /** When a partner takes bookings here: their next free times, picked and confirmed on this page. */
  meeting?: { token: string; prefill: Prefill } | null
  contactHref: string
  /** The results as a PDF: a plain download link, no script. */
  pdfHref: string
}) {
  const { focus } = result
  return (
    <div className="grid gap-8">
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="score-heading" className={card}>
          <h2 id="score-heading" className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">
            Overall score{result.businessName && <span className="sr-only"> for {result.businessName}</span>}
          </h2>
          {result.businessName && <p className="mt-2 text-slate-600">{result.businessName}</p>}
          <p className="mt-6 font-serif text-navy-950" data-testid="total-score">
            <span className="text-7xl font-semibold tracking-tight">{result.totalScore}</span>
            <span className="text-3xl text-slate-600">/{result.maxScore}</span>
          </p>
          <p className="mt-1 text-lg text-slate-700">
            <span data-testid="score-percent">{result.percent}%</span> of the maximum score
          </p>
          <div className="mt-6">
            <RatingBadge rating={result.rating} />
          </div>
          <p className="mt-4 leading-relaxed text-slate-700">{RATING_SUMMARY[result.rating.label]}</p>
          {benchmark && (
            <p className="mt-4 font-semibold text-navy-950" data-testid="peer-benchmark">
              {benchmark}
            </p>
          )}
        </section>
        <section aria-labelledby="areas-heading" className={card}>
          <h2 id="areas-heading" className={sectionHeading}>
            Your score by area
          </h2>
          <CategoryBars categories={result.categories} focusId={focus.id} />
        </section>
      </div>

      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="focus-heading" className={card}>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">Where to focus first</p>
          <h2 id="focus-heading" className={`mt-2 ${sectionHeading}`}>
            {focus.label}{' '}
            <span className="ml-1 align-middle font-sans text-base font-normal text-slate-600">
              {focus.score}/{focus.max}
            </span>
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">{focus.advice.summary}</p>
          <ol className="mt-6 space-y-4">
            {focus.advice.actions.map((action, index) => (
              <li key={action} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-navy-950 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 leading-relaxed text-slate-800">{action}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="economics-heading" className={card}>
          <h2 id="economics-heading" className={sectionHeading}>
            Customer economics
          </h2>
          <CustomerEconomics ltvCac={result.ltvCac} />
        </section>
      </div>

      <section aria-labelledby="next-heading" className="rounded-2xl bg-navy-950 p-8 text-white sm:p-12">
        <h2 id="next-heading" className="font-serif text-3xl font-semibold">
          Discuss your results with a partner
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-300">
          We work alongside founders and families on exactly these questions. In a confidential conversation we will
          walk through your results and what the next stage of your business could look like.
        </p>
        {meeting && <MeetingPicker resultsToken={meeting.token} prefill={meeting.prefill} />}
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
          {booking && !meeting ? (
            <a
              href={booking.url}
              rel="noopener noreferrer"
              target="_blank"
              className={buttonVariants({ variant: 'highlight', size: 'xl' })}
            >
              <Icon icon={CalendarDays} className="size-4" aria-hidden="true" />
              Book a call with {booking.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            // Beside the picker the contact form stays, for a founder who would rather write first.
            <Link
              prefetch={false}
              href={contactHref}
              className={buttonVariants({ variant: meeting ? 'linkOnDark' : 'highlight', size: 'xl' })}
            >
              Talk to a partner
              <Icon icon={ArrowRight} className="size-4" aria-hidden="true" />
            </Link>
          )}
          <Link prefetch={false} href="/assessment" className={buttonVariants({ variant: 'linkOnDark', size: 'xl' })}>
            <Icon icon={RotateCcw} className="size-4" aria-hidden="true" />
            Retake the assessment
          </Link>
          <a href={pdfHref} download className={buttonVariants({ variant: 'linkOnDark', size: 'xl' })}>
            <Icon icon={Download} className="size-4" aria-hidden="true" />
            Download your results (PDF)
          </a>
        </div>
      </section>
    </div>
  )
}
