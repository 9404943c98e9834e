/** Advisors: what a caller may send, the field limits, and the stored record. */
export type { Advisor } from '@/payload-types'
