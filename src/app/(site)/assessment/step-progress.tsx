import { Check } from 'lucide-react'

import { DETAILS_STEP, ECONOMICS_STEP, questionStep, STEP_COUNT } from '@/lib/assessment/form'
import { CATEGORIES, QUESTIONS } from '@/lib/assessment/questions'

/** What the visitor sees above each step: 'Question n of N' and a progress bar. */
function stepLabel(step: number): string {
  if (step === DETAILS_STEP) return 'Before you begin: your business'
  if (step === ECONOMICS_STEP) return 'Last step: customer economics'
  return `Question ${step} of ${QUESTIONS.length}`
}

export function ProgressBar({ step }: { step: number }) {
  const percent = Math.round((step / STEP_COUNT) * 100)
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p id="assessment-progress" className="font-semibold text-navy-950">
          {stepLabel(step)}
        </p>
        <p className="text-slate-600">{percent}% complete</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="assessment-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-[#b08d48] transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}

const SECTIONS = [
  { label: 'Your business', first: DETAILS_STEP, last: DETAILS_STEP },
  ...CATEGORIES.map(({ id, label }) => {
    const steps = QUESTIONS.flatMap((question, index) => (question.category === id ? [questionStep(index)] : []))
    return { label, first: Math.min(...steps), last: Math.max(...steps) }
  }),
  { label: 'Customer economics', first: ECONOMICS_STEP, last: ECONOMICS_STEP },
]

/** The questionnaire's sections, marking those completed and the current one. */
export function SectionList({ step }: { step: number }) {
  return (
    <ol aria-label="Sections of the assessment" className="space-y-1">
      {SECTIONS.map((section) => {
        const done = step > section.last
        const current = step >= section.first && step <= section.last
        return (
          <li
            key={section.label}
            aria-current={current ? 'step' : undefined}
            className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${current ? 'bg-slate-100 font-semibold text-navy-950' : done ? 'text-slate-700' : 'text-slate-600'}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-6 shrink-0 place-items-center rounded-full border ${done ? 'border-navy-800 bg-navy-800 text-white' : current ? 'border-[#b08d48] text-gold-700' : 'border-slate-300'}`}
            >
              {done && <Check className="size-3.5" strokeWidth={3} />}
            </span>
            {section.label}
            {done && <span className="sr-only"> (completed)</span>}
          </li>
        )
      })}
    </ol>
  )
}
