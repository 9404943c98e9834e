import { z } from './zod'

import { INQUIRY_TYPES } from './enumerations'
import { INDUSTRIES } from '@/lib/assessment/options'

import { EMAIL_MAX_LENGTH, email, optionalText, requiredText, URL_MAX_LENGTH } from './fields'

/** Contact inquiries: the visitor's form, the field limits, and the stored record. */
export type { ContactInquiry } from '@/payload-types'

/** Longest text of each field, in characters; the collection stores the same limits. */
export const CONTACT_INQUIRY_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: EMAIL_MAX_LENGTH,
  website: URL_MAX_LENGTH,
  message: 5000,
} as const

/** Body of POST /api/contact: a form is small, so a large body is refused early. */
export const CONTACT_BODY_BYTES = 32 * 1024

/**
 * POST /api/contact: the visitor's form. The spam fields it also sends (the traps and
 * formStartTime) are checked before this schema and not stored.
 */
export const contactInquirySchema = z.object({
  firstName: requiredText(CONTACT_INQUIRY_LIMITS.firstName),
  lastName: requiredText(CONTACT_INQUIRY_LIMITS.lastName),
  email,
  website: optionalText(CONTACT_INQUIRY_LIMITS.website),
  industry: z.enum(INDUSTRIES),
  inquiryType: z.enum(INQUIRY_TYPES),
  message: requiredText(CONTACT_INQUIRY_LIMITS.message),
})

export type ContactInquiryInput = z.input<typeof contactInquirySchema>
export type ContactInquiryData = z.output<typeof contactInquirySchema>

// Attribution and triage, shared by every lead.
export * from './lead-common'
