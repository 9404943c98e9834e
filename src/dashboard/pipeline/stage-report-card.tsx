'use client'

import { useState } from 'react'

import { STAGE_LABELS, STAGES } from '@/contracts/pipeline'

import { useStageReport } from '../api/pipeline'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'
import { LoadingText } from '../ui/list-state'
import { Select } from '../ui/select'

const PERIODS = [30, 90, 365] as const
const OPEN_STAGES = STAGES.filter((stage) => stage !== 'passed')
const percent = (share: number | undefined) => (share === undefined ? '—' : `${Math.round(share * 100)} %`)
const days = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} d`)

/** Per source or owner: people who entered each stage in the period, how many went further, and the days spent there. */
export function StageReportCard() {
  const [period, setPeriod] = useState<number>(90)
  const [by, setBy] = useState<'source' | 'owner'>('source')
  const report = useStageReport(period, by)
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>Stage report</CardTitle>
        <div className="flex gap-2">
          <Select
            aria-label="Report period"
            value={String(period)}
            onValueChange={(value) => setPeriod(Number(value))}
            options={PERIODS.map((value) => ({ value: String(value), label: `Last ${value} days` }))}
            className="w-40"
          />
          <Select
            aria-label="Group the report by"
            value={by}
            onValueChange={(value) => setBy(value as 'source' | 'owner')}
            options={[
              { value: 'source', label: 'By source' },
              { value: 'owner', label: 'By owner' },
            ]}
            className="w-36"
          />
        </div>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {!report.data ? (
          <LoadingText>{report.isError ? report.error.message : 'Loading the report...'}</LoadingText>
        ) : report.data.rows.length === 0 ? (
          <p className="text-sm text-muted">No moves in this period.</p>
        ) : (
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Entered, went further and days in each stage</caption>
            <thead>
              <tr>
                <th scope="col" className="p-1">
                  {by === 'source' ? 'Source' : 'Owner'}
                </th>
                {OPEN_STAGES.map((stage) => (
                  <th key={stage} scope="col" className="p-1">
                    {STAGE_LABELS[stage]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.data.rows.map((row) => (
                <tr key={row.group} className="border-t border-line">
                  <th scope="row" className="p-1 font-medium [overflow-wrap:anywhere]">
                    {row.group || (by === 'source' ? 'direct / unknown' : 'unassigned')}
                  </th>
                  {OPEN_STAGES.map((stage) => (
                    <td key={stage} className="p-1 whitespace-nowrap">
                      {row.entered[stage] ?? 0} · {percent(row.conversion[stage])} · {days(row.meanDaysInStage[stage])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-2 text-xs text-muted">Each cell: entered · went further · mean days in the stage.</p>
      </CardContent>
    </Card>
  )
}
