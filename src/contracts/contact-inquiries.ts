/** Contact inquiries: the visitor's form, the field limits, and the stored record. */
export type { ContactInquiry } from '@/payload-types'
