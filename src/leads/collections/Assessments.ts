import { MAX_ASSESSMENT_SCORE, REVENUE_RANGES } from '@/lib/assessment/options'
import { ASSESSMENT_LIMITS } from '@/contracts/assessments'
import { attributionField } from '@/fields/attribution'
import { resultsEmailConsentField } from '@/leads/fields/consent'
import { emailKeyField, mailboxField } from '@/leads/fields/email-key'
import { industryField } from '@/fields/industry'
import { assessmentSortFields, LTV_CAC, REVENUE_RANK } from '@/leads/fields/lead-triage'
import { websiteTextField } from '@/fields/url'
import { valueSelectField } from '@/fields/value-select'

import { leadCollection } from './lead'

const wholeNumberIn = (min: number, max: number, label: string) => (value: number | null | undefined) =>
  (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) ||
  `${label} must be a whole number from ${min} to ${max}`

const nonNegative = (label: string) => (value: number | null | undefined) =>
  value === null || value === undefined || (Number.isFinite(value) && value >= 0) || `${label} cannot be negative`

export const Assessments = leadCollection({
  kind: 'assessment',
  useAsTitle: 'businessName',
  defaultColumns: ['businessName', 'contactName', 'annualRevenue', 'totalScore', 'createdAt'],
  sortIndexes: ['totalScore', REVENUE_RANK, LTV_CAC, 'businessName', 'contactName', 'industry', 'businessCity'],
  fields: [
    { name: 'businessName', type: 'text', required: true, maxLength: ASSESSMENT_LIMITS.businessName },
    { name: 'contactName', type: 'text', required: true, maxLength: ASSESSMENT_LIMITS.contactName },
    { name: 'contactEmail', type: 'email', required: true, index: true },
    emailKeyField('contactEmail'),
    mailboxField('contactEmail'),
    websiteTextField('businessWebsite', { maxLength: ASSESSMENT_LIMITS.businessWebsite }),
    industryField(),
    { name: 'businessCity', type: 'text', required: true, maxLength: ASSESSMENT_LIMITS.businessCity },
    { name: 'businessState', type: 'text', required: true, maxLength: ASSESSMENT_LIMITS.businessState },
    { name: 'businessZipCode', type: 'text', required: true, maxLength: ASSESSMENT_LIMITS.businessZipCode },
    valueSelectField('annualRevenue', REVENUE_RANGES, { required: true, index: true }),
    {
      name: 'totalScore',
      type: 'number',
      required: true,
      min: 0,
      max: MAX_ASSESSMENT_SCORE,
      validate: wholeNumberIn(0, MAX_ASSESSMENT_SCORE, 'Total score'),
    },
    { name: 'lifetimeGrossProfit', type: 'number', validate: nonNegative('Lifetime gross profit') },
    {
      name: 'customerAcquisitionCost',
      type: 'number',
      validate: nonNegative('Customer acquisition cost'),
    },
    {
      name: 'answers',
      type: 'json',
      admin: { description: 'The questionnaire answers, by question id' },
    },
    {
      name: 'categoryScores',
      type: 'json',
      admin: { description: 'Points per category, computed by the server' },
    },
    attributionField(),
    resultsEmailConsentField(),
  ],
  trailingFields: assessmentSortFields(),
})
