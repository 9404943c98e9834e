import { DETAIL_FIELDS, ECONOMICS_FIELDS } from '@/lib/assessment/form'
import type { CsvColumn } from '@/lib/csv'
import { ltvCacRatio } from '@/lib/ltv-cac'
import { ratingForScore } from '@/lib/rating'
import type { Assessment } from '@/contracts/assessments'
import { LEAD_STATUS_LABELS, leadStatusOf, type LeadKindSlug } from '@/contracts/lead-inbox'
import type { ContactInquiry } from '@/contracts/inquiries'
import { kindOfCollection, type LeadKind } from '@/contracts/lead-kinds'
import type { StoredAttribution } from '@/contracts/lead-attribution'

export type ExportRow = Record<string, unknown> & { id: number | string }

/** The CSV columns of a kind of lead. */
export const csvColumnsOf = (collection: LeadKindSlug) =>
  COLUMNS[kindOfCollection(collection)] as unknown as CsvColumn<ExportRow>[]

const ATTRIBUTION_FIELDS = ['channel', 'source', 'medium', 'campaign', 'entryPage', 'referrerHost'].map(
  (part) => `attribution.${part}`,
)

/** The stored fields the CSV columns of each kind read. */
const EXPORT_FIELDS: Record<LeadKind, readonly string[]> = {
  assessment: [
    ...DETAIL_FIELDS,
    'totalScore',
    ...ECONOMICS_FIELDS,
    'status',
    'owner',
    ...ATTRIBUTION_FIELDS,
    'createdAt',
  ],
  inquiry: [
    'firstName',
    'lastName',
    'email',
    'website',
    'industry',
    'inquiryType',
    'message',
    'status',
    'owner',
    ...ATTRIBUTION_FIELDS,
    'createdAt',
  ],
}

type Attributed = { attribution?: StoredAttribution | null }

type Triaged = Pick<Assessment, 'status' | 'owner'>

/** Where the lead is in the pipeline, and who owns it. */
const TRIAGE_COLUMNS: CsvColumn<Triaged>[] = [
  { header: 'Status', value: (row) => LEAD_STATUS_LABELS[leadStatusOf(row)] },
  { header: 'Owner', value: (row) => row.owner },
]

/** The first touch of the lead's visit; empty cells when none was recorded. */
const ATTRIBUTION_COLUMNS: CsvColumn<Attributed>[] = [
  { header: 'Channel', value: (row) => row.attribution?.channel },
  { header: 'Source', value: (row) => row.attribution?.source },
  { header: 'Medium', value: (row) => row.attribution?.medium },
  { header: 'Campaign', value: (row) => row.attribution?.campaign },
  { header: 'Entry Page', value: (row) => row.attribution?.entryPage },
  { header: 'Referrer', value: (row) => row.attribution?.referrerHost },
]

export const ASSESSMENT_COLUMNS: CsvColumn<Assessment>[] = [
  { header: 'Business Name', value: (row) => row.businessName },
  { header: 'Contact Name', value: (row) => row.contactName },
  { header: 'Email', value: (row) => row.contactEmail },
  { header: 'Website', value: (row) => row.businessWebsite },
  { header: 'Industry', value: (row) => row.industry },
  { header: 'City', value: (row) => row.businessCity },
  { header: 'State', value: (row) => row.businessState },
  { header: 'Zip Code', value: (row) => row.businessZipCode },
  { header: 'Annual Revenue', value: (row) => row.annualRevenue },
  { header: 'Total Score', value: (row) => row.totalScore },
  { header: 'Rating', value: (row) => ratingForScore(row.totalScore).label },
  { header: 'Lifetime Gross Profit', value: (row) => row.lifetimeGrossProfit },
  { header: 'Customer Acquisition Cost', value: (row) => row.customerAcquisitionCost },
  {
    header: 'LTV/CAC Ratio',
    value: (row) => {
      const ratio = ltvCacRatio(row.lifetimeGrossProfit, row.customerAcquisitionCost)
      return ratio === null ? null : Number(ratio.toFixed(2))
    },
  },
  ...TRIAGE_COLUMNS,
  ...ATTRIBUTION_COLUMNS,
  { header: 'Date', value: (row) => row.createdAt },
]

export const INQUIRY_COLUMNS: CsvColumn<ContactInquiry>[] = [
  { header: 'First Name', value: (row) => row.firstName },
  { header: 'Last Name', value: (row) => row.lastName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Website', value: (row) => row.website },
  { header: 'Industry', value: (row) => row.industry },
  { header: 'Inquiry Type', value: (row) => row.inquiryType },
  { header: 'Message', value: (row) => row.message },
  ...TRIAGE_COLUMNS,
  ...ATTRIBUTION_COLUMNS,
  { header: 'Date', value: (row) => row.createdAt },
]

const COLUMNS: Record<LeadKind, readonly unknown[]> = { assessment: ASSESSMENT_COLUMNS, inquiry: INQUIRY_COLUMNS }

export const exportFieldsOf = (collection: LeadKindSlug) => EXPORT_FIELDS[kindOfCollection(collection)]
