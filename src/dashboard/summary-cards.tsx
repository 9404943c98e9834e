'use client'

import { BarChart3, FileText, MessageSquare, TrendingUp } from 'lucide-react'

import type { LeadSummary } from '@/contracts/lead-inbox'
import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'

import { Card } from './ui/card'

const count = new Intl.NumberFormat('en-US')

/**
 * The four summary cards, counted by the server for the current search and revenue filter.
 * High Potential is a button: it shows the assessments scoring 70 or more (pressed while it does).
 */
export function SummaryCards({
  summary,
  highPotentialShown,
  onHighPotential,
}: {
  summary: LeadSummary | undefined
  highPotentialShown: boolean
  onHighPotential: () => void
}) {
  const value = (number: number | undefined) => (number === undefined ? '…' : count.format(number))
  const cards = [
    { label: 'Total Assessments', value: value(summary?.totalAssessments), icon: FileText },
    { label: 'Contact Inquiries', value: value(summary?.contactInquiries), icon: MessageSquare },
    { label: 'High Potential', value: value(summary?.highPotential), icon: TrendingUp, filter: true },
    { label: 'Avg Score', value: value(summary?.avgScore), icon: BarChart3 },
  ]
  return (
    <section aria-label="Summary" aria-busy={summary === undefined} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, filter }) => {
        const body = (
          <>
            <div>
              <p className="text-sm font-medium text-muted">{label}</p>
              <p className="text-2xl font-bold text-ink">{value}</p>
            </div>
            <Icon aria-hidden className="h-8 w-8 text-slate-500" />
          </>
        )
        return (
          <Card
            key={label}
            data-testid="summary-card"
            className={filter && highPotentialShown ? 'border-green-700 ring-2 ring-green-700' : undefined}
          >
            {filter ? (
              <button
                type="button"
                aria-pressed={highPotentialShown}
                title={`Show assessments scoring ${HIGH_POTENTIAL_MIN_SCORE} or more`}
                onClick={onHighPotential}
                className="flex w-full items-center justify-between rounded-lg p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-focus"
              >
                {body}
              </button>
            ) : (
              <div className="flex items-center justify-between p-4">{body}</div>
            )}
          </Card>
        )
      })}
    </section>
  )
}
