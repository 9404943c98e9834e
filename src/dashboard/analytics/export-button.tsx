'use client'

import type { PeriodQuery, ReportFilters } from '@/contracts/analytics'
import type { AnalyticsSummary } from '@/contracts/analytics-answers'
import { Download } from 'lucide-react'

import { analyticsCsv, analyticsCsvName } from '@/dashboard/model/analytics-export'
import type { VisitorReport } from '@/contracts/analytics-answers'

import { downloadCsv } from '@/dashboard/download'
import { Button } from '@/dashboard/ui/button'

/** Saves the tab's lists and trends for the chosen period and filters as one CSV. */
export function ExportButton({
  period,
  filters,
  visitors,
  summary,
}: {
  period: PeriodQuery
  filters: ReportFilters
  visitors?: VisitorReport
  summary?: AnalyticsSummary
}) {
  return (
    <Button
      variant="outline"
      disabled={!visitors}
      onClick={() => visitors && downloadCsv(analyticsCsvName(period, filters), analyticsCsv(visitors, summary))}
    >
      <Download aria-hidden className="mr-2 h-4 w-4" />
      Export CSV
    </Button>
  )
}
