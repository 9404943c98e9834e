import type { Field, FieldHook } from 'payload'

import { DEFAULT_LEAD_STATUS, LEAD_STATUS_LABELS, LEAD_STATUSES, OWNER_MAX_LENGTH } from '@/contracts/lead-inbox'
import { REVENUE_RANGES } from '@/lib/constants'
import { ltvCacRatio } from '@/lib/ltv-cac'

type Lead = Record<string, unknown>

/** A field's value after this write: the one sent, else the stored one (a partial update sends few). */
const valueAfter = (name: string, data: Lead | undefined, stored: Lead | undefined): unknown =>
  data && name in data ? data[name] : stored?.[name]

const rankIn =
  (name: string, values: readonly string[]): FieldHook =>
  ({ siblingData, originalDoc }) => {
    const rank = values.indexOf(String(valueAfter(name, siblingData, originalDoc) ?? ''))
    return rank >= 0 ? rank : null
  }

/**
 * A number the server derives for the inbox's sort (band and pipeline order, LTV/CAC), stored and
 * indexed so the database sorts by it. Never shown (read as absent) and never taken from a caller.
 */
const sortKeyField = (name: string, derive: FieldHook): Field => ({
  name,
  type: 'number',
  index: true,
  admin: { disabled: true },
  hooks: { beforeChange: [derive], afterRead: [() => undefined] },
})

/** The status's place in the pipeline (New 0 … Invested 5). */
export const STATUS_RANK = 'statusRank'
export const REVENUE_RANK = 'revenueRank'
export const LTV_CAC = 'ltvCac'

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
  sortKeyField(STATUS_RANK, ({ siblingData, originalDoc }) => {
    const rank = LEAD_STATUSES.indexOf(
      (valueAfter('status', siblingData, originalDoc) ?? DEFAULT_LEAD_STATUS) as (typeof LEAD_STATUSES)[number],
    )
    return Math.max(rank, 0)
  }),
]

/** The assessments' derived sort keys: revenue band order and the LTV/CAC ratio. */
export const assessmentSortFields = (): Field[] => [
  sortKeyField(REVENUE_RANK, rankIn('annualRevenue', REVENUE_RANGES)),
  sortKeyField(LTV_CAC, ({ siblingData, originalDoc }) =>
    ltvCacRatio(
      valueAfter('lifetimeGrossProfit', siblingData, originalDoc) as number | null,
      valueAfter('customerAcquisitionCost', siblingData, originalDoc) as number | null,
    ),
  ),
]
