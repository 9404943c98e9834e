import { describe, expect, it } from 'vitest'

import { INVALID_FIELDS_HEADER, invalidFieldsOf } from '@/contracts/errors'
import {
  DETAILS_STEP,
  detailErrors,
  type Details,
  ECONOMICS_STEP,
  economicsErrors,
  emptyDraft,
  firstIncompleteStep,
  parseAmount,
  parseDraft,
  questionStep,
  rejectedDetailFields,
  STEP_COUNT,
  submissionBody,
} from '@/lib/assessment/form'
import { QUESTIONS } from '@/lib/assessment/questions'

const details: Details = {
  businessName: 'Hartwell Family Foods',
  contactName: 'Ana Hartwell',
  contactEmail: 'ana@hartwell.example',
  businessWebsite: '',
  industry: 'Food & Beverage',
  businessCity: 'Austin',
  businessState: 'TX',
  businessZipCode: '78701',
  annualRevenue: '1m-5m',
}
const allAnswered = Object.fromEntries(QUESTIONS.map((question) => [question.id, 2]))

describe('the questionnaire steps', () => {
  it('are the business details, one step per question, then customer economics', () => {
    expect(STEP_COUNT).toBe(23)
    expect([DETAILS_STEP, questionStep(0), questionStep(20), ECONOMICS_STEP]).toEqual([0, 1, 21, 22])
  })

  it('resume at the first step that still needs an answer', () => {
    expect(firstIncompleteStep({ details: { ...details, contactEmail: '' }, answers: allAnswered })).toBe(DETAILS_STEP)
    const partial = Object.fromEntries(Object.entries(allAnswered).filter(([id]) => id !== 'governance'))
    expect(firstIncompleteStep({ details, answers: partial })).toBe(questionStep(2))
    expect(firstIncompleteStep({ details, answers: allAnswered })).toBe(ECONOMICS_STEP)
  })
})

describe('business details validation', () => {
  it('accepts complete details with an optional website left blank', () => {
    expect(detailErrors(details)).toEqual({})
    expect(detailErrors({ ...details, businessWebsite: 'www.hartwell.example' })).toEqual({})
    expect(
      detailErrors({ ...details, businessWebsite: 'https://hartwell.example/about', businessZipCode: '78701-1234' }),
    ).toEqual({})
  })

  it('names every missing required field with its own message', () => {
    const blank = emptyDraft(0).details
    expect(detailErrors(blank)).toEqual({
      businessName: 'Enter the name of your business.',
      contactName: 'Enter your full name.',
      contactEmail: 'Enter your e-mail address.',
      industry: 'Choose your industry.',
      businessCity: 'Enter the city where your business is based.',
      businessState: 'Choose your state.',
      businessZipCode: 'Enter your ZIP code.',
      annualRevenue: 'Choose your annual revenue range.',
    })
    expect(detailErrors({ ...details, businessName: '   ' })).toEqual({
      businessName: 'Enter the name of your business.',
    })
  })

  it('refuses malformed values and values outside the lists', () => {
    expect(
      detailErrors({
        ...details,
        contactEmail: 'ana@hartwell',
        businessWebsite: 'not a website',
        businessZipCode: '7870',
        industry: 'Space Tourism',
        businessState: 'XX',
        annualRevenue: '10m-plus',
      }),
    ).toEqual({
      contactEmail: 'Enter a valid e-mail address, like name@company.com.',
      businessWebsite: 'Enter a web address like www.yourcompany.com, or leave this field blank.',
      businessZipCode: 'Enter a 5-digit ZIP code, like 78701.',
      industry: 'Choose your industry.',
      businessState: 'Choose your state.',
      annualRevenue: 'Choose your annual revenue range.',
    })
    expect(detailErrors({ ...details, businessName: 'x'.repeat(201) })).toEqual({
      businessName: 'Use at most 200 characters.',
    })
  })
})

describe('customer economics', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['25000', 25000],
    ['$25,000', 25000],
    ['1,250.50', 1250.5],
    ['0', 0],
  ])('parses %j as %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount)
  })

  it.each(['-5', 'ten', '1.234', '2e5', '1000000000001'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNaN()
  })

  it('are optional but must be amounts when given', () => {
    expect(economicsErrors({ lifetimeGrossProfit: '', customerAcquisitionCost: '' })).toEqual({})
    expect(economicsErrors({ lifetimeGrossProfit: '40k', customerAcquisitionCost: '5000' })).toEqual({
      lifetimeGrossProfit: 'Enter an amount in US dollars, like 25,000, or leave this field blank.',
    })
  })
})

describe('a draft kept in session storage', () => {
  const draft = { ...emptyDraft(1_700_000_000_000), details, answers: allAnswered, step: 9 }

  it('comes back as it was saved', () => {
    expect(parseDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft)
  })

  it('keeps only valid answers to known questions and resumes no further than the first gap', () => {
    const parsed = parseDraft({
      ...draft,
      step: 20,
      answers: { ...allAnswered, governance: 7, 'owner-dependence': '3', unknown: 1 },
    })
    expect(parsed?.answers).not.toHaveProperty('governance')
    expect(parsed?.answers).not.toHaveProperty('owner-dependence')
    expect(parsed?.answers).not.toHaveProperty('unknown')
    expect(parsed?.step).toBe(questionStep(0))
  })

  it('is ignored when malformed', () => {
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft('draft')).toBeNull()
    expect(parseDraft({ ...draft, formStartTime: 'yesterday' })).toBeNull()
    expect(parseDraft({ formStartTime: 5, details: 'x', answers: [], step: -3 })).toEqual(emptyDraft(5))
  })
})

describe('the submission body', () => {
  it('sends the trimmed details, the answers, the amounts and the anti-spam fields, never a score', () => {
    const body = submissionBody(
      {
        ...emptyDraft(1_700_000_000_000),
        details: { ...details, businessName: '  Hartwell Family Foods ', businessWebsite: 'hartwell.example' },
        answers: allAnswered,
        economics: { lifetimeGrossProfit: '$40,000', customerAcquisitionCost: '' },
      },
      { url: '', honeypot: '', website_url: '' },
    )
    expect(body).toEqual({
      ...details,
      businessWebsite: 'https://hartwell.example',
      answers: allAnswered,
      lifetimeGrossProfit: 40000,
      customerAcquisitionCost: null,
      url: '',
      honeypot: '',
      website_url: '',
      formStartTime: 1_700_000_000_000,
    })
    expect(body).not.toHaveProperty('totalScore')
  })

  it('sends a blank website as null and keeps an explicit scheme', () => {
    const draft = { ...emptyDraft(1), details, answers: allAnswered }
    expect(submissionBody(draft, { url: '', honeypot: '', website_url: '' }).businessWebsite).toBeNull()
    const withScheme = { ...draft, details: { ...details, businessWebsite: 'HTTP://hartwell.example' } }
    expect(submissionBody(withScheme, { url: '', honeypot: '', website_url: '' }).businessWebsite).toBe(
      'HTTP://hartwell.example',
    )
  })
})

describe('a 400 answer of the API', () => {
  it('names the business-details fields to correct', () => {
    const rejected = (header?: string) =>
      rejectedDetailFields(invalidFieldsOf(new Headers(header ? { [INVALID_FIELDS_HEADER]: header } : {})))
    expect(rejected('contactEmail,answers,businessZipCode')).toEqual(['contactEmail', 'businessZipCode'])
    expect(rejected('answers')).toEqual([])
    expect(rejected()).toEqual([])
  })
})
