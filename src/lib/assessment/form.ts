import { INDUSTRIES, REVENUE_RANGES } from './options'
import type { Traps } from '../spam-traps'

import { POINTS_PER_QUESTION, QUESTIONS } from './questions'
import { unansweredQuestions } from './scoring'
import { US_STATES } from './us-states'

/** The questionnaire's steps: business details, one step per question, then customer economics. */
export const DETAILS_STEP = 0
export const ECONOMICS_STEP = QUESTIONS.length + 1
export const STEP_COUNT = QUESTIONS.length + 2
export const questionStep = (questionIndex: number) => questionIndex + 1

export const DETAIL_FIELDS = [
  'businessName',
  'contactName',
  'contactEmail',
  'businessWebsite',
  'industry',
  'businessCity',
  'businessState',
  'businessZipCode',
  'annualRevenue',
] as const
export type DetailField = (typeof DETAIL_FIELDS)[number]
export type Details = Record<DetailField, string>

export const ECONOMICS_FIELDS = ['lifetimeGrossProfit', 'customerAcquisitionCost'] as const
export type EconomicsField = (typeof ECONOMICS_FIELDS)[number]
export type Economics = Record<EconomicsField, string>

/** Everything a visitor has entered, kept in the tab's session storage across reloads. */
export type Draft = {
  step: number
  details: Details
  answers: Record<string, number>
  economics: Economics
  /** Epoch milliseconds at which the questionnaire was first shown. */
  formStartTime: number
}

/** Field lengths accepted by the API. */
export const MAX_LENGTH: Partial<Record<DetailField, number>> = {
  businessName: 200,
  contactName: 120,
  contactEmail: 254,
  businessWebsite: 2048,
  businessCity: 120,
  businessZipCode: 10,
}

export const emptyDraft = (formStartTime: number): Draft => ({
  step: DETAILS_STEP,
  details: Object.fromEntries(DETAIL_FIELDS.map((field) => [field, ''])) as Details,
  answers: {},
  economics: { lifetimeGrossProfit: '', customerAcquisitionCost: '' },
  formStartTime,
})

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const WEBSITE = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?([/?#]\S*)?$/i
const ZIP = /^\d{5}(-\d{4})?$/
const STATE_CODES = new Set<string>(US_STATES.map(([code]) => code))

const REQUIRED_MESSAGES: Record<Exclude<DetailField, 'businessWebsite'>, string> = {
  businessName: 'Enter the name of your business.',
  contactName: 'Enter your full name.',
  contactEmail: 'Enter your e-mail address.',
  industry: 'Choose your industry.',
  businessCity: 'Enter the city where your business is based.',
  businessState: 'Choose your state.',
  businessZipCode: 'Enter your ZIP code.',
  annualRevenue: 'Choose your annual revenue range.',
}

/** A message per invalid business-details field; empty when the step is complete. */
export function detailErrors(details: Details): Partial<Record<DetailField, string>> {
  const errors: Partial<Record<DetailField, string>> = {}
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES) as [DetailField, string][]) {
    if (!details[field].trim()) errors[field] = message
  }
  const email = details.contactEmail.trim()
  if (email && !EMAIL.test(email)) errors.contactEmail = 'Enter a valid e-mail address, like name@company.com.'
  const website = details.businessWebsite.trim()
  if (website && !WEBSITE.test(website)) {
    errors.businessWebsite = 'Enter a web address like www.yourcompany.com, or leave this field blank.'
  }
  const industry = details.industry
  if (industry && !(INDUSTRIES as readonly string[]).includes(industry)) errors.industry = REQUIRED_MESSAGES.industry
  if (details.businessState && !STATE_CODES.has(details.businessState))
    errors.businessState = REQUIRED_MESSAGES.businessState
  const zip = details.businessZipCode.trim()
  if (zip && !ZIP.test(zip)) errors.businessZipCode = 'Enter a 5-digit ZIP code, like 78701.'
  const revenue = details.annualRevenue
  if (revenue && !(REVENUE_RANGES as readonly string[]).includes(revenue))
    errors.annualRevenue = REQUIRED_MESSAGES.annualRevenue
  for (const [field, max] of Object.entries(MAX_LENGTH) as [DetailField, number][]) {
    if (details[field].trim().length > max) errors[field] = `Use at most ${max} characters.`
  }
  return errors
}

const MAX_AMOUNT = 1e12

/** A dollar amount as typed ("$12,500", "800"), or null when left blank; NaN when it is not an amount. */
export function parseAmount(text: string): number | null {
  const plain = text.replace(/[$,\s]/g, '')
  if (plain === '') return null
  return /^\d+(\.\d{1,2})?$/.test(plain) && Number(plain) <= MAX_AMOUNT ? Number(plain) : NaN
}

/** A message per invalid customer-economics field; both fields are optional. */
export function economicsErrors(economics: Economics): Partial<Record<EconomicsField, string>> {
  const errors: Partial<Record<EconomicsField, string>> = {}
  for (const field of ECONOMICS_FIELDS) {
    if (Number.isNaN(parseAmount(economics[field]))) {
      errors[field] = 'Enter an amount in US dollars, like 25,000, or leave this field blank.'
    }
  }
  return errors
}

/** The first step that still needs an answer, or the last step when everything required is given. */
export function firstIncompleteStep(draft: Pick<Draft, 'details' | 'answers'>): number {
  if (Object.keys(detailErrors(draft.details)).length > 0) return DETAILS_STEP
  const [missing] = unansweredQuestions(draft.answers)
  return missing ? questionStep(QUESTIONS.findIndex((question) => question.id === missing)) : ECONOMICS_STEP
}

const text = (value: unknown, max = 2048) => (typeof value === 'string' ? value.slice(0, max) : '')

/** A draft read back from storage, keeping only well-formed values; null when there is none. */
export function parseDraft(value: unknown): Draft | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, Record<string, unknown> | unknown>
  const field = (group: unknown, name: string) => text((group as Record<string, unknown> | null)?.[name])
  const details = Object.fromEntries(DETAIL_FIELDS.map((name) => [name, field(record.details, name)])) as Details
  const economics = Object.fromEntries(
    ECONOMICS_FIELDS.map((name) => [name, field(record.economics, name)]),
  ) as Economics
  const storedAnswers = (typeof record.answers === 'object' && record.answers) || {}
  const answers = Object.fromEntries(
    QUESTIONS.map(({ id }) => [id, (storedAnswers as Record<string, unknown>)[id]]).filter(
      ([, answer]) => Number.isInteger(answer) && (answer as number) >= 0 && (answer as number) <= POINTS_PER_QUESTION,
    ),
  ) as Record<string, number>
  const start = record.formStartTime
  if (typeof start !== 'number' || !Number.isFinite(start)) return null
  const step = Number.isInteger(record.step) ? (record.step as number) : DETAILS_STEP
  const reachable = firstIncompleteStep({ details, answers })
  return { step: Math.max(DETAILS_STEP, Math.min(step, reachable)), details, answers, economics, formStartTime: start }
}

const withScheme = (website: string) => (website && !/^https?:\/\//i.test(website) ? `https://${website}` : website)

/** The JSON body of POST /api/assessments; the server scores the answers itself. */
export function submissionBody(draft: Draft, traps: Traps) {
  const details = Object.fromEntries(DETAIL_FIELDS.map((name) => [name, draft.details[name].trim()])) as Details
  return {
    ...details,
    businessWebsite: withScheme(details.businessWebsite) || null,
    answers: draft.answers,
    lifetimeGrossProfit: parseAmount(draft.economics.lifetimeGrossProfit),
    customerAcquisitionCost: parseAmount(draft.economics.customerAcquisitionCost),
    ...traps,
    formStartTime: draft.formStartTime,
  }
}

/** The business-details fields among those the API rejected (its 400's X-Invalid-Fields header). */
export function rejectedDetailFields(rejected: readonly string[]): DetailField[] {
  return DETAIL_FIELDS.filter((field) => rejected.includes(field))
}
