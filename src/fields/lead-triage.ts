import type { Field } from 'payload'

import { DEFAULT_LEAD_STATUS, LEAD_STATUS_LABELS, LEAD_STATUSES, OWNER_MAX_LENGTH } from '@/contracts/lead-inbox'

/** A lead's place in the pipeline and who owns it; changed through the dashboard (history in lead-notes). */
export const leadTriageFields = (): Field[] => [
  {
    name: 'status',
    type: 'select',
    // Not required: a MongoDB lead stored before triage existed has none and reads as New.
    index: true,
    defaultValue: DEFAULT_LEAD_STATUS,
    options: LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
    admin: { position: 'sidebar' },
  },
  {
    name: 'owner',
    type: 'text',
    index: true,
    maxLength: OWNER_MAX_LENGTH,
    admin: { position: 'sidebar', description: 'The partner who takes care of this lead (free text).' },
  },
]
