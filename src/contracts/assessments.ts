/** Assessments: the visitor's questionnaire, the field limits, and the stored record. */
export type { Assessment } from '@/payload-types'
