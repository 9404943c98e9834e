'use client'

import { useInquiryPage } from '../api/inquiries'
import { useCallback, useState } from 'react'

import type { ContactInquiry } from '@/contracts/inquiries'
import { INQUIRY_TYPE_ADMIN_LABELS, INQUIRY_TYPES } from '@/contracts/enumerations'

import { type MessageAnalysis, useMessageAnalyses } from '../api/ai-results'
import { LeadPanel, type PanelLead } from '../leads/LeadPanel'
import { LeadListCard } from '../leads/LeadListCard'
import { Card } from '../ui/card'
import { FilterSelect } from '../ui/select'
import type { Column } from '../ui/sortable-table'
import { useLeadView } from '../use-lead-view'
import { InquiryRow } from './InquiryRow'

const COLUMNS: Column[] = [
  { label: 'Contact Information', sortKey: 'name' },
  { label: 'Industry', sortKey: 'industry' },
  { label: 'Type', sortKey: 'type' },
  { label: 'Message & AI Analysis' },
  { label: 'Status', sortKey: 'status' },
  { label: 'Date', sortKey: 'date' },
  { label: 'Actions' },
]

const panelLead = (inquiry: ContactInquiry): PanelLead => ({
  id: inquiry.id,
  name: `${inquiry.firstName} ${inquiry.lastName}`,
  contactName: inquiry.firstName,
  email: inquiry.email,
  status: inquiry.status,
  owner: inquiry.owner,
  ownerUser: inquiry.ownerUser,
  followUpOn: inquiry.followUpOn,
})

/** The contact inquiries, a page at a time from the server, sorted and filtered as the URL says. */
export function InquiriesTab() {
  const [view, update] = useLeadView('inquiries')
  const page = useInquiryPage(view)
  const rows = page.data?.docs ?? []
  const analyses = useMessageAnalyses(view.trash ? [] : rows)
  // The lead whose panel is open, as it was when opened (it may leave the page, e.g. its status no longer matches the filter).
  const [opened, setOpened] = useState<PanelLead | null>(null)
  const openPanel = useCallback((inquiry: ContactInquiry) => setOpened(panelLead(inquiry)), [])
  const analysisById = new Map<string, MessageAnalysis>(
    (analyses.data ?? []).map((item) => [String(item.contactInquiryId), item]),
  )
  const openedRow = opened && rows.find((row) => String(row.id) === String(opened.id))

  return (
    <Card>
      <LeadListCard
        kind="inquiries"
        title="Contact Inquiries"
        filters={
          <FilterSelect
            label="Inquiry type"
            value={view.type}
            onChange={(type) => update({ type })}
            values={INQUIRY_TYPES}
            labelOf={(type) => INQUIRY_TYPE_ADMIN_LABELS[type]}
            allLabel="All Types"
            className="w-52"
          />
        }
        caption="Contact inquiries"
        columns={COLUMNS}
        loadingText="Loading contact inquiries..."
        emptyText="No contact inquiries found"
        view={view}
        update={update}
        page={page}
      >
        {rows.map((row) => (
          <InquiryRow
            key={row.id}
            inquiry={row}
            analysis={analysisById.get(String(row.id))}
            onOpen={openPanel}
            trashed={view.trash}
          />
        ))}
      </LeadListCard>
      <LeadPanel kind="inquiries" lead={openedRow ? panelLead(openedRow) : opened} onClose={() => setOpened(null)} />
    </Card>
  )
}
