'use client'

import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import {
  DETAILS_STEP,
  detailErrors,
  type Draft,
  ECONOMICS_STEP,
  economicsErrors,
  emptyDraft,
  firstIncompleteStep,
  parseDraft,
  rejectedDetailFields,
  STEP_COUNT,
} from '@/lib/assessment/form'
import { QUESTIONS } from '@/lib/assessment/questions'
import { track } from '@/analytics/model/track'

import { DetailsStep } from './details-step'
import { EconomicsStep } from './economics-step'
import { QuestionStep } from './question-step'
import { DRAFT_KEY, readSessionValue, useSessionValue, writeSession } from './session-store'
import { PrivacyNote } from '../_components/privacy-note'
import { SpamTraps } from '../_components/spam-traps'
import { buttonVariants } from '../_components/ui/button-variants'
import { useHydrated } from '../_lib/use-hydrated'
import { ProgressBar, SectionList } from './step-progress'
import { submitAssessment } from './submit-assessment'

type Errors = Record<string, string>

const BEFORE_HYDRATION = emptyDraft(0)
const CHOOSE_AN_ANSWER = 'Choose the answer that best describes your business.'
const NOT_ACCEPTED = 'We could not accept this value. Please check it and continue.'

function errorsForStep(draft: Draft): Errors {
  if (draft.step === DETAILS_STEP) return detailErrors(draft.details)
  if (draft.step === ECONOMICS_STEP) return economicsErrors(draft.economics)
  const question = QUESTIONS[draft.step - 1]
  return draft.answers[question.id] === undefined ? { [question.id]: CHOOSE_AN_ANSWER } : {}
}

const errorSummary = (errors: Errors) => {
  const messages = Object.values(errors)
  if (messages.length <= 1) return messages[0] ?? ''
  return `${messages.length} fields need your attention. ${messages.join(' ')}`
}

const SPACE_BELOW_HEADER_PX = 24

/**
 * Scrolls `element`'s top to just below the site's fixed header (the navigation bar, marked
 * data-scrolled) when it is hidden above that line or below the viewport; focusing it alone would
 * leave its top under the header.
 */
function revealBelowHeader(element: HTMLElement) {
  const header = document.querySelector('header[data-scrolled]')
  const line = (header?.getBoundingClientRect().bottom ?? 0) + SPACE_BELOW_HEADER_PX
  const { top } = element.getBoundingClientRect()
  if (top < line || top > window.innerHeight - SPACE_BELOW_HEADER_PX) window.scrollBy(0, top - line)
}

/** The multi-step questionnaire; everything entered is kept in the tab's session storage. */
export function AssessmentForm() {
  const router = useRouter()
  const draft = useSessionValue(DRAFT_KEY, parseDraft) ?? BEFORE_HYDRATION
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const hydrated = useHydrated()
  const [submitError, setSubmitError] = useState('')
  const [finished, setFinished] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const stepRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstOptionRef = useRef<HTMLInputElement>(null)
  const focusHeading = useRef(false)
  const focusError = useRef(false)

  useEffect(() => {
    if (readSessionValue(DRAFT_KEY, parseDraft)) return
    writeSession(DRAFT_KEY, emptyDraft(Date.now()))
    track('assessment_started')
  }, [])

  useEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    // The step's top (its progress included), not only its heading, comes into view below the fixed header.
    if (stepRef.current) revealBelowHeader(stepRef.current)
    headingRef.current?.focus({ preventScroll: true })
  }, [draft.step])

  useEffect(() => {
    if (!focusError.current) return
    focusError.current = false
    const [first] = Object.keys(errors)
    const field = first ? formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`) : null
    if (!field) return
    // Its label too: a field shown alone under the header would not say what it asks for.
    revealBelowHeader(field.labels?.[0] ?? field)
    field.focus({ preventScroll: true })
  }, [errors])

  const update = (change: Partial<Draft>) => writeSession(DRAFT_KEY, { ...draft, ...change })

  const clearError = (name: string) => {
    if (errors[name])
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)))
  }

  function goTo(step: number, stepErrors: Errors = {}) {
    focusHeading.current = Object.keys(stepErrors).length === 0
    focusError.current = !focusHeading.current
    setErrors(stepErrors)
    setSubmitError('')
    update({ step })
  }

  async function submit() {
    const incomplete = firstIncompleteStep(draft)
    if (incomplete !== ECONOMICS_STEP) return goTo(incomplete, errorsForStep({ ...draft, step: incomplete }))
    setSending(true)
    setSubmitError('')
    const outcome = await submitAssessment(draft, new FormData(formRef.current!))
    if (!outcome.ok) {
      setSending(false)
      const rejected = outcome.status === 400 ? rejectedDetailFields(outcome.invalidFields) : []
      if (rejected.length) return goTo(DETAILS_STEP, Object.fromEntries(rejected.map((field) => [field, NOT_ACCEPTED])))
      setSubmitError(outcome.message)
      return
    }
    track('assessment_completed')
    setFinished(true)
    writeSession(DRAFT_KEY, null)
    router.push(outcome.resultsPath ?? '/assessment/results')
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const stepErrors = errorsForStep(draft)
    if (Object.keys(stepErrors).length > 0) {
      focusError.current = true
      setErrors(stepErrors)
      return
    }
    if (draft.step === ECONOMICS_STEP) return void submit()
    // The funnel's steps: each one answered (0 = details, then the questions).
    track('assessment_step', draft.step)
    goTo(draft.step + 1)
  }

  if (finished) {
    return (
      <p role="status" className="flex items-center gap-3 rounded-2xl bg-white p-10 text-lg text-navy-950 shadow-sm">
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        Preparing your results...
      </p>
    )
  }

  const question = draft.step > DETAILS_STEP && draft.step < ECONOMICS_STEP ? QUESTIONS[draft.step - 1] : null
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-12">
      <div className="hidden self-start rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:sticky lg:top-28 lg:block">
        <SectionList step={draft.step} />
      </div>
      <div ref={stepRef} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <ProgressBar step={draft.step} />
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Business assessment" className="mt-10">
          {draft.step === DETAILS_STEP && (
            <DetailsStep
              details={draft.details}
              errors={errors}
              headingRef={headingRef}
              onChange={(field, value) => {
                clearError(field)
                update({ details: { ...draft.details, [field]: value } })
              }}
            />
          )}
          {question && (
            <QuestionStep
              key={question.id}
              question={question}
              number={draft.step}
              value={draft.answers[question.id]}
              error={errors[question.id]}
              headingRef={headingRef}
              firstOptionRef={firstOptionRef}
              onChange={(points) => {
                clearError(question.id)
                update({ answers: { ...draft.answers, [question.id]: points } })
              }}
            />
          )}
          {draft.step === ECONOMICS_STEP && (
            <EconomicsStep
              economics={draft.economics}
              errors={errors}
              headingRef={headingRef}
              onChange={(field, value) => {
                clearError(field)
                update({ economics: { ...draft.economics, [field]: value } })
              }}
            />
          )}

          <div role="alert" className="sr-only">
            {errorSummary(errors)}
          </div>
          <div role="alert">
            {submitError && (
              <p className="mt-8 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
                We could not submit your assessment. {submitError}
              </p>
            )}
          </div>
          <SpamTraps />

          <div className="mt-10 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
            {draft.step > DETAILS_STEP ? (
              <button
                type="button"
                onClick={() => goTo(draft.step - 1)}
                className={buttonVariants({ variant: 'ghost', size: 'md' })}
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back
              </button>
            ) : (
              <span className="hidden text-sm text-slate-600 sm:block">About 8 minutes · {STEP_COUNT} short steps</span>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
              {draft.step === ECONOMICS_STEP && <PrivacyNote />}
              <button type="submit" disabled={sending || !hydrated} className={buttonVariants()}>
                {draft.step === ECONOMICS_STEP ? (sending ? 'Submitting...' : 'See my results') : 'Continue'}
                {sending ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <ArrowRight className="size-4" aria-hidden="true" />
                )}
              </button>
            </div>
          </div>
        </form>
      </div>
    </div>
  )
}
