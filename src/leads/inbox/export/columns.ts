import type { LeadKindSlug } from '@/contracts/lead-inbox'
import { ASSESSMENT_COLUMNS, INQUIRY_COLUMNS } from '@/dashboard/model/exports'
import { DETAIL_FIELDS, ECONOMICS_FIELDS } from '@/lib/assessment/form'
import type { CsvColumn } from '@/lib/csv'

export type ExportRow = Record<string, unknown> & { id: number | string }

/** The CSV columns of a kind of lead. */
export const csvColumnsOf = (kind: LeadKindSlug) =>
  (kind === 'assessments' ? ASSESSMENT_COLUMNS : INQUIRY_COLUMNS) as unknown as CsvColumn<ExportRow>[]

const ATTRIBUTION_FIELDS = ['channel', 'source', 'medium', 'campaign', 'entryPage', 'referrerHost'].map(
  (part) => `attribution.${part}`,
)

/** The stored fields the CSV columns (src/dashboard/model/exports.ts) read. */
export const EXPORT_FIELDS: Record<LeadKindSlug, readonly string[]> = {
  assessments: [
    ...DETAIL_FIELDS,
    'totalScore',
    ...ECONOMICS_FIELDS,
    'status',
    'owner',
    ...ATTRIBUTION_FIELDS,
    'createdAt',
  ],
  'contact-inquiries': [
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
