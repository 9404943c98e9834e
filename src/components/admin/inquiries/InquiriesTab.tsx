'use client'

import type { UseQueryResult } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useMemo, useState } from 'react'

import type { ContactInquiry } from '@/contracts/contact-inquiries'
import { INQUIRIES_CSV, INQUIRY_COLUMNS } from '@/lib/admin/exports'
import { ALL, filterInquiries } from '@/lib/admin/filters'
import { INQUIRY_TYPE_ADMIN_LABELS, INQUIRY_TYPES } from '@/lib/constants'
import { toCsv } from '@/lib/csv'

import { type MessageAnalysis, useMessageAnalyses } from '../api/ai-results'
import { downloadCsv } from '../download'
import { Button } from '../ui/button'
import { Card, CardHeader, CardTitle } from '../ui/card'
import { ListState } from '../ui/list-state'
import { PagedTable } from '../ui/paged-table'
import { Select } from '../ui/select'
import { InquiryRow } from './InquiryRow'

const TYPE_OPTIONS = [
  { value: ALL, label: 'All Types' },
  ...INQUIRY_TYPES.map((type) => ({
    value: type,
    label: INQUIRY_TYPE_ADMIN_LABELS[type],
  })),
]
const HEADERS = ['Contact Information', 'Industry', 'Type', 'Message & AI Analysis', 'Date', 'Actions']

export function InquiriesTab({ query, search }: { query: UseQueryResult<ContactInquiry[]>; search: string }) {
  const [type, setType] = useState<string>(ALL)
  const rows = useMemo(() => filterInquiries(query.data ?? [], search, type), [query.data, search, type])
  const analyses = useMessageAnalyses(rows)
  const analysisById = useMemo(
    () => new Map<string, MessageAnalysis>((analyses.data ?? []).map((item) => [String(item.contactInquiryId), item])),
    [analyses.data],
  )

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Contact Inquiries ({rows.length})</CardTitle>
        <div className="flex gap-2">
          <Select
            aria-label="Inquiry type"
            value={type}
            onValueChange={setType}
            options={TYPE_OPTIONS}
            className="w-56"
          />
          <Button variant="outline" onClick={() => downloadCsv(INQUIRIES_CSV, toCsv(rows, INQUIRY_COLUMNS))}>
            <Download aria-hidden className="h-4 w-4" />
            Export CSV
          </Button>
        </div>
      </CardHeader>
      <ListState
        pending={query.isPending}
        error={query.error?.message ?? null}
        empty={rows.length === 0}
        loadingText="Loading contact inquiries..."
        emptyText="No contact inquiries found"
      >
        <PagedTable
          headers={HEADERS}
          rows={rows}
          renderRow={(row) => <InquiryRow key={row.id} inquiry={row} analysis={analysisById.get(String(row.id))} />}
        />
      </ListState>
    </Card>
  )
}
