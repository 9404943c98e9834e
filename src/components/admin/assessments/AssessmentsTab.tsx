'use client'

import type { UseQueryResult } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useMemo, useState } from 'react'

import type { Assessment } from '@/contracts/assessments'
import type { Id } from '@/contracts/ids'
import { ASSESSMENT_COLUMNS, ASSESSMENTS_CSV } from '@/lib/admin/exports'
import { filterAssessments } from '@/lib/admin/filters'
import { toCsv } from '@/lib/csv'

import { type AiPredictionItem, useAiPredictions } from '../api/ai-results'
import { downloadCsv } from '../download'
import { Button } from '../ui/button'
import { Card, CardHeader, CardTitle } from '../ui/card'
import { ListState } from '../ui/list-state'
import { PagedTable } from '../ui/paged-table'
import { AiAnalysisPanel } from './AiAnalysisPanel'
import { AssessmentRow } from './AssessmentRow'

const HEADERS = [
  'Business',
  'Contact',
  'Industry',
  'Location',
  'Revenue',
  'Score',
  'Rating',
  'LTV/CAC',
  'AI Prediction',
  'Date',
  'Actions',
]

type Props = {
  query: UseQueryResult<Assessment[]>
  search: string
  revenue: string
}

export function AssessmentsTab({ query, search, revenue }: Props) {
  const [analysed, setAnalysed] = useState<Id | null>(null)
  const rows = useMemo(() => filterAssessments(query.data ?? [], search, revenue), [query.data, search, revenue])
  const predictions = useAiPredictions(rows)
  const predictionById = useMemo(
    () => new Map<string, AiPredictionItem>((predictions.data ?? []).map((item) => [String(item.assessmentId), item])),
    [predictions.data],
  )

  return (
    <div className="space-y-4">
      {analysed !== null && (
        <AiAnalysisPanel key={analysed} assessmentId={analysed} onClose={() => setAnalysed(null)} />
      )}
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>Business Assessments ({rows.length})</CardTitle>
          <Button variant="outline" onClick={() => downloadCsv(ASSESSMENTS_CSV, toCsv(rows, ASSESSMENT_COLUMNS))}>
            <Download aria-hidden className="h-4 w-4" />
            Export CSV
          </Button>
        </CardHeader>
        <ListState
          pending={query.isPending}
          error={query.error?.message ?? null}
          empty={rows.length === 0}
          loadingText="Loading assessments..."
          emptyText="No assessments found"
        >
          <PagedTable
            headers={HEADERS}
            rows={rows}
            renderRow={(row) => (
              <AssessmentRow
                key={row.id}
                assessment={row}
                prediction={predictionById.get(String(row.id))}
                onAnalyse={setAnalysed}
              />
            )}
          />
        </ListState>
      </Card>
    </div>
  )
}
