'use client'

import { useCallback, useState } from 'react'

import type { Assessment } from '@/contracts/assessments'
import type { Id } from '@/contracts/ids'

import { type AiPredictionItem, useAiPredictions } from '../api/ai-results'
import { useAssessmentPage } from '../api/lead-list'
import { LeadPanel, type PanelLead } from '../leads/LeadPanel'
import { LeadToolbar } from '../leads/LeadToolbar'
import { Card, CardHeader, CardTitle } from '../ui/card'
import { ListState } from '../ui/list-state'
import { Pager } from '../ui/pager'
import { type Column, SortableTable } from '../ui/sortable-table'
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
  email: assessment.contactEmail,
  status: assessment.status,
  owner: assessment.owner,
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
  const total = page.data?.totalDocs ?? 0

  return (
    <div className="space-y-4">
      {analysed !== null && (
        <AiAnalysisPanel key={analysed} assessmentId={analysed} onClose={() => setAnalysed(null)} />
      )}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>
            {view.trash ? `Trash: Business Assessments (${total})` : `Business Assessments (${total})`}
          </CardTitle>
          <LeadToolbar kind="assessments" view={view} onChange={update} />
        </CardHeader>
        <ListState
          pending={page.isPending}
          error={page.error?.message ?? null}
          empty={rows.length === 0}
          loadingText="Loading assessments..."
          emptyText={view.trash ? 'The trash is empty' : 'No assessments found'}
        >
          <SortableTable
            caption="Business assessments"
            columns={COLUMNS}
            sort={view.sort}
            onSort={(sort) => update({ sort })}
            busy={page.isPlaceholderData}
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
          </SortableTable>
        </ListState>
        {page.data && page.data.totalDocs > 0 && (
          <Pager
            page={view.page}
            totalPages={page.data.totalPages}
            totalDocs={page.data.totalDocs}
            size={view.size}
            onPage={(next) => update({ page: next })}
            onSize={(size) => update({ size })}
          />
        )}
      </Card>
      <LeadPanel kind="assessments" lead={openedRow ? panelLead(openedRow) : opened} onClose={() => setOpened(null)} />
    </div>
  )
}
