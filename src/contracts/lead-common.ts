// What every lead (an inquiry or an assessment) shares, re-exported by both contracts.

// Lead attribution: the first touch of the visit that sent the lead, optional (older leads and
// visits without the tracker have none). Limits and the stored schema: ./lead-attribution.ts.
export { ATTRIBUTION_LIMITS, attributionOf, leadAttribution, type LeadAttribution } from './lead-attribution'

// Triage (status pipeline, owner, notes), lists, summary, trash and export: ./lead-inbox.ts.
export {
  DEFAULT_LEAD_STATUS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  NOTE_MAX_LENGTH,
  OWNER_MAX_LENGTH,
  leadNoteSchema,
  leadTriageSchema,
  type LeadStatus,
} from './lead-inbox'
