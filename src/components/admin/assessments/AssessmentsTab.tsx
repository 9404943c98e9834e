'use client'

import type { UseQueryResult } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useMemo, useState } from 'react'

import { ASSESSMENT_COLUMNS, ASSESSMENTS_CSV } from '@/lib/admin/exports'
import { filterAssessments } from '@/lib/admin/filters'
import type { AiPredictionItem, Assessment, Id } from '@/lib/admin/records'
import { toCsv } from '@/lib/csv'

import { downloadCsv } from '../download'
import { useAiPredictions } from '../queries'
import { Button } from '../ui/button'
import { Card, CardHeader, CardTitle } from '../ui/card'
import { Pagination } from '../ui/pagination'
import { Table, Th } from '../ui/table'
import { usePaged } from '../use-paged'
import { AiAnalysisPanel } from './AiAnalysisPanel'
import { AssessmentRow } from './AssessmentRow'

const HEADERS = ['Business', 'Contact', 'Industry', 'Location', 'Revenue', 'Score', 'Rating', 'LTV/CAC', 'AI Prediction', 'Date', 'Actions']

type Props = { query: UseQueryResult<Assessment[]>; search: string; revenue: string }

export function AssessmentsTab({ query, search, revenue }: Props) {
  const predictions = useAiPredictions()
  const [analysed, setAnalysed] = useState<Assessment | null>(null)
  const rows = useMemo(() => filterAssessments(query.data ?? [], search, revenue), [query.data, search, revenue])
  const paged = usePaged(rows)
  const predictionById = useMemo(
    () => new Map<string, AiPredictionItem>((predictions.data ?? []).map((item) => [String(item.assessmentId), item])),
    [predictions.data],
  )
  const open = (id: Id) => setAnalysed(rows.find((row) => row.id === id) ?? null)

  return (
    <div className="space-y-4">
      {analysed && <AiAnalysisPanel assessment={analysed} onClose={() => setAnalysed(null)} />}
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>Business Assessments ({rows.length})</CardTitle>
          <Button variant="outline" onClick={() => downloadCsv(ASSESSMENTS_CSV, toCsv(rows, ASSESSMENT_COLUMNS))}>
            <Download aria-hidden className="h-4 w-4" />
            Export CSV
          </Button>
        </CardHeader>
        {query.isPending ? (
          <p className="p-4 text-sm text-slate-700">Loading assessments...</p>
        ) : query.isError ? (
          <p role="alert" className="p-4 text-sm text-red-700">
            {query.error.message}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-4 text-sm text-slate-700">No assessments found</p>
        ) : (
          <>
            <Table>
              <thead>
                <tr>
                  {HEADERS.map((header) => (
                    <Th key={header}>{header}</Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {paged.rows.map((row) => (
                  <AssessmentRow
                    key={row.id}
                    assessment={row}
                    prediction={predictionById.get(String(row.id))}
                    onAnalyse={open}
                  />
                ))}
              </tbody>
            </Table>
            <Pagination page={paged.page} pages={paged.pages} total={paged.total} size={paged.size} onPage={paged.setPage} />
          </>
        )}
      </Card>
    </div>
  )
}
