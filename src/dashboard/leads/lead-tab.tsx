'use client'

import { useCallback, useState } from 'react'

import type { Id } from '@/contracts/ids'
import { kindOfTab, LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { useLeadPage } from '../api/lead-list'
import { Card } from '../ui/card'
import { useLeadView } from '../use-lead-view'
import { columnsOf, KIND_VIEWS } from './kind-views'
import { LeadListCard } from './lead-list-card'
import { LeadPanel, type PanelLead } from './lead-panel'
import { LeadRow, type RowLead } from './lead-row'

/** A kind's leads, a page at a time from the server, sorted and filtered as the URL says. */
export function LeadTab({ kind }: { kind: LeadKind }) {
  const view = KIND_VIEWS[kind]
  const { listName, plural } = LEAD_KIND_TABLE[kindOfTab(kind)]
  const [leadView, update] = useLeadView(kind)
  const page = useLeadPage<RowLead>(kind, leadView)
  const rows = page.data?.docs ?? []
  const aiResults = view.useAiResults(leadView.trash ? [] : rows)
  const [analysed, setAnalysed] = useState<Id | null>(null)
  // The lead whose panel is open, as it was when opened (it may leave the page, e.g. its status no longer matches the filter).
  const [opened, setOpened] = useState<PanelLead | null>(null)
  const openPanel = useCallback((lead: RowLead) => setOpened(view.panelLead(lead)), [view])
  const aiResultById = new Map((aiResults.data ?? []).map((item) => [String(view.leadIdOf(item)), item]))
  const openedRow = opened && rows.find((row) => String(row.id) === String(opened.id))
  const { AnalysisPanel } = view

  return (
    <div className="space-y-4">
      {AnalysisPanel && analysed !== null && (
        <AnalysisPanel key={analysed} leadId={analysed} onClose={() => setAnalysed(null)} />
      )}
      <Card>
        <LeadListCard
          kind={kind}
          title={view.title}
          filters={view.filters?.(leadView, update)}
          caption={listName}
          columns={columnsOf(view)}
          loadingText={`Loading ${plural.toLowerCase()}...`}
          emptyText={`No ${plural.toLowerCase()} found`}
          view={leadView}
          update={update}
          page={page}
        >
          {rows.map((row) => (
            <LeadRow
              key={row.id}
              kind={kind}
              lead={row}
              aiResult={aiResultById.get(String(row.id))}
              onOpen={openPanel}
              onAnalyse={AnalysisPanel ? setAnalysed : undefined}
              trashed={leadView.trash}
            />
          ))}
        </LeadListCard>
      </Card>
      <LeadPanel kind={kind} lead={openedRow ? view.panelLead(openedRow) : opened} onClose={() => setOpened(null)} />
    </div>
  )
}
