import { BarChart3, FileText, MessageSquare, TrendingUp } from 'lucide-react'

import type { Summary } from '@/lib/admin/filters'

import { Card } from './ui/card'

/** The four summary cards over all leads (not the filtered rows). */
export function SummaryCards({ summary }: { summary: Summary }) {
  const cards = [
    {
      label: 'Total Assessments',
      value: summary.totalAssessments,
      icon: FileText,
    },
    {
      label: 'Contact Inquiries',
      value: summary.totalInquiries,
      icon: MessageSquare,
    },
    { label: 'High Potential', value: summary.highPotential, icon: TrendingUp },
    { label: 'Avg Score', value: summary.averageScore, icon: BarChart3 },
  ]
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="flex items-center justify-between p-4" data-testid="summary-card">
          <div>
            <p className="text-sm font-medium text-muted">{label}</p>
            <p className="text-2xl font-bold text-ink">{value}</p>
          </div>
          <Icon aria-hidden className="h-8 w-8 text-slate-500" />
        </Card>
      ))}
    </section>
  )
}
