import type { CollectionAfterReadHook, Field } from 'payload'

import {
  DEFAULT_LEAD_STATUS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  OWNER_MAX_LENGTH,
} from '@/contracts/lead-inbox'
import { REVENUE_RANGES, type RevenueRange } from '@/lib/assessment/options'
import { isCalendarDay } from '@/lib/calendar-day'
import { ltvCacRatio } from '@/lib/ltv-cac'

type Lead = Record<string, unknown>

/** The status's place in the pipeline (New 0 … Invested 5); none is New. */
const statusRankOf = (lead: Lead): number =>
  Math.max(LEAD_STATUSES.indexOf((lead.status ?? DEFAULT_LEAD_STATUS) as LeadStatus), 0)

/** The revenue band's place (under $100K 0 … $5M+ 4). */
const revenueRankOf = (lead: Lead): number | null => {
  const rank = REVENUE_RANGES.indexOf(lead.annualRevenue as RevenueRange)
  return rank >= 0 ? rank : null
}

const ltvCacOf = (lead: Lead): number | null =>
  ltvCacRatio(lead.lifetimeGrossProfit as number | null, lead.customerAcquisitionCost as number | null)

export const STATUS_RANK = 'statusRank'
export const REVENUE_RANK = 'revenueRank'
export const LTV_CAC = 'ltvCac'

/** How each derived sort key follows from a lead's fields. */
export const DERIVED_SORT_KEYS: Record<string, (lead: Lead) => number | null> = {
  [STATUS_RANK]: statusRankOf,
  [REVENUE_RANK]: revenueRankOf,
  [LTV_CAC]: ltvCacOf,
}

/**
 * A number the server derives for the inbox's sort (pipeline and band order, LTV/CAC), stored
 * and indexed so the database sorts by it. Never taken from a caller (recomputed on every write),
 * not in the CMS, and left out of every answer by `withoutSortKeys` (not `hidden`: Payload
 * refuses to sort by a hidden field).
 */
const sortKeyField = (name: string): Field => ({
  name,
  type: 'number',
  admin: { disabled: true },
  hooks: {
    // The lead after this write: a partial update sends few fields, the rest are stored.
    beforeChange: [({ siblingData, originalDoc }) => DERIVED_SORT_KEYS[name]({ ...originalDoc, ...siblingData })],
  },
})

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
    name: 'ownerUser',
    label: 'Owner',
    type: 'relationship',
    relationTo: 'users',
    admin: { position: 'sidebar', description: 'The partner who takes care of this lead (set from the dashboard).' },
  },
  {
    name: 'owner',
    label: 'Owner’s name',
    type: 'text',
    maxLength: OWNER_MAX_LENGTH,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'The owner’s name when assigned; leads assigned before owners were users keep their free text here.',
    },
  },
  {
    name: 'followUpOn',
    label: 'Follow up on',
    type: 'text',
    validate: (value: string | null | undefined) =>
      !value || isCalendarDay(value) || 'Follow up on must be a date (YYYY-MM-DD)',
    admin: { position: 'sidebar', description: 'A day in the site’s time zone (YYYY-MM-DD).' },
  },
  sortKeyField(STATUS_RANK),
]

/** The assessments' derived sort keys: revenue band order and the LTV/CAC ratio. */
export const assessmentSortFields = (): Field[] => [sortKeyField(REVENUE_RANK), sortKeyField(LTV_CAC)]

/** Leaves the derived sort keys out of a lead as read (a collection afterRead hook). */
export const withoutSortKeys: CollectionAfterReadHook = ({ doc }) => {
  for (const key of Object.keys(DERIVED_SORT_KEYS)) delete (doc as Lead)[key]
  return doc
}

/**
 * Compound indexes of "not trashed" and each sort key: Payload filters every list by
 * `deletedAt IS NULL`, and without them SQLite reads all live rows through the deletedAt index and
 * sorts them for each page (0.3 s at 100,000 rows); with them a page is read in index order. They
 * also serve the inbox's filters on those fields, so the fields carry no index of their own: every
 * index is written by each new lead, and a form submission paid for a dozen unused ones.
 */
export const liveSortIndexes = (fields: readonly string[]) => fields.map((field) => ({ fields: ['deletedAt', field] }))
