'use client'

import { useAssessmentPage } from '../api/assessments'
import { useCallback, useState } from 'react'

import type { Assessment } from '@/contracts/assessments'
import type { Id } from '@/contracts/ids'

import { type AiPredictionItem, useAiPredictions } from '../api/ai-results'
import { LeadPanel, type PanelLead } from '../leads/LeadPanel'
import { LeadListCard } from '../leads/LeadListCard'
import { Card } from '../ui/card'
import type { Column } from '../ui/sortable-table'
import { useLeadView } from '../use-lead-view'
import { AiAnalysisPanel } from './AiAnalysisPanel'
import { AssessmentRow } from './AssessmentRow'

const COLUMNS: Column[] = [
  { label: 'Business', sortKey: 'business' },
  { label: 'Contact', sortKey: 'contact' },
  { label: 'Industry', sortKey: 'industry' },
  { label: 'Location', sortKey: 'location' },
  { label: 'Revenue', sortKey: 'revenue' },
  { label: 'Score', sortKey: 'score' },
  { label: 'Rating' },
  { label: 'LTV/CAC', sortKey: 'ltvcac' },
  { label: 'AI Prediction' },
  { label: 'Status', sortKey: 'status' },
  { label: 'Date', sortKey: 'date' },
  { label: 'Actions' },
]

const panelLead = (assessment: Assessment): PanelLead => ({
  id: assessment.id,
  name: assessment.businessName,
  contactName: assessment.contactName,
  email: assessment.contactEmail,
  status: assessment.status,
  owner: assessment.owner,
  ownerUser: assessment.ownerUser,
  followUpOn: assessment.followUpOn,
  revenue: assessment.annualRevenue,
})

/** The assessments, a page at a time from the server, sorted and filtered as the URL says. */
export function AssessmentsTab() {
  const [view, update] = useLeadView('assessments')
  const page = useAssessmentPage(view)
  const rows = page.data?.docs ?? []
  const predictions = useAiPredictions(view.trash ? [] : rows)
  const [analysed, setAnalysed] = useState<Id | null>(null)
  // The lead whose panel is open, as it was when opened (it may leave the page, e.g. its status no longer matches the filter).
  const [opened, setOpened] = useState<PanelLead | null>(null)
  const openPanel = useCallback((assessment: Assessment) => setOpened(panelLead(assessment)), [])
  const predictionById = new Map<string, AiPredictionItem>(
    (predictions.data ?? []).map((item) => [String(item.assessmentId), item]),
  )
  const openedRow = opened && rows.find((row) => String(row.id) === String(opened.id))

  return (
    <div className="space-y-4">
      {analysed !== null && (
        <AiAnalysisPanel key={analysed} assessmentId={analysed} onClose={() => setAnalysed(null)} />
      )}
      <Card>
        <LeadListCard
          kind="assessments"
          title="Business Assessments"
          caption="Business assessments"
          columns={COLUMNS}
          loadingText="Loading assessments..."
          emptyText="No assessments found"
          view={view}
          update={update}
          page={page}
        >
          {rows.map((row) => (
            <AssessmentRow
              key={row.id}
              assessment={row}
              prediction={predictionById.get(String(row.id))}
              onAnalyse={setAnalysed}
              onOpen={openPanel}
              trashed={view.trash}
            />
          ))}
        </LeadListCard>
      </Card>
      <LeadPanel kind="assessments" lead={openedRow ? panelLead(openedRow) : opened} onClose={() => setOpened(null)} />
    </div>
  )
}
