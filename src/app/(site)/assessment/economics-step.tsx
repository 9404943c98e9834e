import type { Ref } from 'react'

import { RESULTS_EMAIL_CONSENT } from '@/contracts/consent'
import type { Economics, EconomicsField } from '@/lib/assessment/form'

import { Input } from '../_components/ui/control'
import { Field } from '../_components/ui/field'

type Props = {
  economics: Economics
  errors: Partial<Record<EconomicsField, string>>
  onChange: (field: EconomicsField, value: string) => void
  headingRef: Ref<HTMLHeadingElement>
}

const AMOUNTS: { field: EconomicsField; label: string; hint: string }[] = [
  {
    field: 'lifetimeGrossProfit',
    label: 'Lifetime gross profit per customer (LTV), in US dollars',
    hint: 'The gross profit (revenue minus the direct cost of what you sell) an average customer brings in over the whole time they buy from you. Example: $20,000 a year at a 40% gross margin for 5 years is $40,000.',
  },
  {
    field: 'customerAcquisitionCost',
    label: 'Cost to acquire a customer (CAC), in US dollars',
    hint: 'What you spend on sales and marketing to win one new customer. Example: $100,000 of sales and marketing last year that won 20 new customers is $5,000.',
  },
]

/** The last step: the two optional inputs of the LTV/CAC ratio, explained in plain words, and 'E-mail me my results'. */
export function EconomicsStep({ economics, errors, onChange, headingRef }: Props) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">Customer economics</p>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 scroll-mt-28 font-serif text-2xl font-semibold text-navy-950 focus:outline-none sm:text-3xl"
      >
        What is a customer worth to you?
      </h2>
      <p className="mt-3 text-slate-600">
        These two figures give your LTV/CAC ratio: how many dollars of profit each dollar spent winning a customer
        brings back. Investors read it as a test of whether growth pays for itself. Both are optional; an honest
        estimate is enough.
      </p>
      <div className="mt-8 grid gap-8">
        {AMOUNTS.map(({ field, label, hint }) => (
          <Field key={field} name={field} label={label} optional error={errors[field]} hint={hint}>
            {(control) => (
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute left-4 top-1/2 mt-1 -translate-y-1/2 text-slate-500"
                >
                  $
                </span>
                <Input
                  {...control}
                  value={economics[field]}
                  onChange={(event) => onChange(field, event.target.value)}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="e.g. 25,000"
                  className="pl-9"
                />
              </div>
            )}
          </Field>
        ))}
      </div>
      <div className="mt-8 flex items-start gap-3 rounded-lg border border-slate-200 p-4">
        <input
          id="emailResults"
          name="emailResults"
          type="checkbox"
          defaultChecked={false}
          aria-describedby="emailResults-hint"
          className="mt-1 size-4 shrink-0 accent-navy-950"
        />
        <div>
          <label htmlFor="emailResults" className="font-semibold text-navy-950">
            {RESULTS_EMAIL_CONSENT.label}
          </label>
          <p id="emailResults-hint" className="text-sm text-slate-600">
            {RESULTS_EMAIL_CONSENT.detail}
          </p>
        </div>
      </div>
    </div>
  )
}
