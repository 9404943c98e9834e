import type { Ref } from 'react'

import type { DetailField, Details } from '@/lib/assessment/form'
import { MAX_LENGTH } from '@/lib/assessment/form'
import { US_STATES } from '@/lib/assessment/us-states'
import { REVENUE_RANGE_LABELS, REVENUE_RANGES } from '@/lib/assessment/options'

import { IndustryOptions } from '../_components/industry-options'
import { Choices, Input, Select } from '../_components/ui/control'
import { errorId, Field, FieldError, RequiredMark } from '../_components/ui/field'
import { RadioOptions } from './form-fields'

type Props = {
  details: Details
  errors: Partial<Record<DetailField, string>>
  onChange: (field: DetailField, value: string) => void
  headingRef: Ref<HTMLHeadingElement>
}

const STATE_CHOICES = US_STATES.map(([value, label]) => ({ value, label }))
const REVENUE_OPTIONS = REVENUE_RANGES.map((range) => ({ value: range, label: REVENUE_RANGE_LABELS[range] }))

/** Step 1: who we are talking to and the business they run. */
export function DetailsStep({ details, errors, onChange, headingRef }: Props) {
  const value = (field: DetailField) => ({
    value: details[field],
    maxLength: MAX_LENGTH[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  })
  return (
    <div>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 font-serif text-2xl font-semibold text-navy-950 focus:outline-none sm:text-3xl"
      >
        Tell us about your business
      </h2>
      <p className="mt-2 text-slate-600">
        We use these details to prepare your results and, if you wish, to follow up personally. Fields marked * are
        required.
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Field name="businessName" label="Business name" required error={errors.businessName} className="sm:col-span-2">
          {(control) => <Input {...control} {...value('businessName')} autoComplete="organization" />}
        </Field>
        <Field name="contactName" label="Your name" required error={errors.contactName}>
          {(control) => <Input {...control} {...value('contactName')} autoComplete="name" />}
        </Field>
        <Field name="contactEmail" label="E-mail" required error={errors.contactEmail}>
          {(control) => (
            <Input {...control} {...value('contactEmail')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field name="businessWebsite" label="Website" optional error={errors.businessWebsite}>
          {(control) => (
            <Input
              {...control}
              {...value('businessWebsite')}
              autoComplete="url"
              inputMode="url"
              placeholder="www.yourcompany.com"
            />
          )}
        </Field>
        <Field name="industry" label="Industry" required error={errors.industry}>
          {(control) => (
            <Select {...control} {...value('industry')}>
              <IndustryOptions />
            </Select>
          )}
        </Field>
        <div className="grid gap-6 sm:col-span-2 sm:grid-cols-[2fr_1.5fr_1fr]">
          <Field name="businessCity" label="City" required error={errors.businessCity}>
            {(control) => <Input {...control} {...value('businessCity')} autoComplete="address-level2" />}
          </Field>
          <Field name="businessState" label="State" required error={errors.businessState}>
            {(control) => (
              <Select {...control} {...value('businessState')} autoComplete="address-level1">
                <Choices prompt="Select your state" choices={STATE_CHOICES} />
              </Select>
            )}
          </Field>
          <Field name="businessZipCode" label="ZIP code" required error={errors.businessZipCode}>
            {(control) => (
              <Input {...control} {...value('businessZipCode')} autoComplete="postal-code" inputMode="numeric" />
            )}
          </Field>
        </div>
      </div>
      <fieldset className="mt-8" aria-describedby={errors.annualRevenue ? errorId('annualRevenue') : undefined}>
        <legend className="text-sm font-semibold text-navy-950">
          Annual revenue
          <RequiredMark />
        </legend>
        <div className="mt-3">
          <RadioOptions
            name="annualRevenue"
            options={REVENUE_OPTIONS}
            value={details.annualRevenue}
            onChange={(value) => onChange('annualRevenue', value)}
            columns
          />
        </div>
        <FieldError name="annualRevenue" message={errors.annualRevenue} />
      </fieldset>
    </div>
  )
}
