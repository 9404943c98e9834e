'use client'

import { periodSlug } from '@/dashboard/model/analytics-period'

import { PeriodPicker } from '@/dashboard/analytics/period-picker'
import { useState } from 'react'

import { useAnalyticsPeriod } from '@/dashboard/analytics/use-analytics-period'
import { useInsightFigures } from '@/dashboard/api/analytics'
import { Badge } from '@/dashboard/ui/badge'
import { Card } from '@/dashboard/ui/card'
import { Table, TableHead, Td } from '@/dashboard/ui/table'

const HEADERS = ['Insight', 'Visitors', 'Entries', 'Inquiries', 'Assessments', 'High Potential']

/**
 * Which articles bring founders: per post, its visitors in the period, the visits that entered on
 * it, and the inquiries and assessments (High Potential apart) whose visit entered on it. Folded
 * until opened, and read only then (it reads the analytics and every lead of the period).
 */
export function InsightFiguresCard() {
  const [open, setOpen] = useState(false)
  return (
    <Card data-testid="insight-figures">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer p-4 text-base font-semibold text-ink">Leads by article</summary>
        {open && <InsightFigures />}
      </details>
    </Card>
  )
}

function InsightFigures() {
  const [period, choose] = useAnalyticsPeriod()
  const figures = useInsightFigures(period)
  const posts = figures.data?.posts ?? []
  return (
    <div className="space-y-3 p-4 pt-0">
      <p className="text-sm text-muted">
        Per post: its visitors in the period, the visits that entered the site on it, and the inquiries and assessments
        whose visit entered on it.
      </p>
      <PeriodPicker key={periodSlug(period)} period={period} onChange={choose} today={figures.data?.period.to ?? ''} />
      {figures.isPending && <p className="text-sm text-muted">Loading insight figures...</p>}
      {figures.isError && (
        <p role="alert" className="text-sm text-danger">
          {figures.error.message}
        </p>
      )}
      {figures.data && posts.length === 0 && <p className="text-sm text-muted">No insights yet.</p>}
      {posts.length > 0 && (
        <Table>
          <TableHead headers={HEADERS} />
          <tbody>
            {posts.map((post) => (
              <tr key={post.id}>
                <Td className="max-w-md">
                  <span className="font-medium text-ink">{post.title}</span> {!post.isPublished && <Badge>Draft</Badge>}
                </Td>
                <Td>{post.visitors}</Td>
                <Td>{post.entries}</Td>
                <Td>{post.inquiries}</Td>
                <Td>{post.assessments}</Td>
                <Td>{post.highPotential}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  )
}
