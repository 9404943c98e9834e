import type { Ref } from 'react'

import { CATEGORIES, type Question, QUESTIONS } from '@/lib/assessment/questions'

import { errorId, FieldError, hintId } from '../_components/ui/field'
import { RadioOptions } from './form-fields'

type Props = {
  question: Question
  /** 1 for the first question. */
  number: number
  value: number | undefined
  error?: string
  onChange: (points: number) => void
  headingRef: Ref<HTMLHeadingElement>
  firstOptionRef: Ref<HTMLInputElement>
}

const categoryLabel = (id: Question['category']) => CATEGORIES.find((category) => category.id === id)!.label

/** One scored question: a radio group whose legend is the question, with why a partner asks. */
export function QuestionStep({ question, number, value, error, onChange, headingRef, firstOptionRef }: Props) {
  const options = question.options.map((label, points) => ({ value: String(points), label }))
  const described = [hintId(question.id), error && errorId(question.id)].filter(Boolean).join(' ')
  return (
    <>
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">
        {categoryLabel(question.category)}
      </p>
      <fieldset aria-describedby={described}>
        <legend>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-3 scroll-mt-28 font-serif text-2xl font-semibold leading-snug text-navy-950 focus:outline-none sm:text-3xl"
          >
            <span className="sr-only">{`Question ${number} of ${QUESTIONS.length}: `}</span>
            {question.prompt}
          </h2>
        </legend>
        <p id={hintId(question.id)} className="mt-3 text-slate-600">
          {question.why}
        </p>
        <div className="mt-8">
          <RadioOptions
            name={question.id}
            options={options}
            value={value === undefined ? undefined : String(value)}
            onChange={(points) => onChange(Number(points))}
            firstRef={firstOptionRef}
          />
        </div>
        <FieldError name={question.id} message={error} />
      </fieldset>
    </>
  )
}
