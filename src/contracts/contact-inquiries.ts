/** Contact inquiries: the visitor's form, the field limits, and the stored record. */
export type { ContactInquiry } from '@/payload-types'

// Lead attribution: the first touch of the visit that sent the lead, optional (older leads and
// visits without the tracker have none). Limits and the stored schema: ./lead-attribution.ts.
export { ATTRIBUTION_LIMITS, attributionOf, leadAttribution, type LeadAttribution } from './lead-attribution'
