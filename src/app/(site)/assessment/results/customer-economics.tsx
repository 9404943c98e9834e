import { formatRatio } from '@/lib/assessment/results'
import type { LtvCacAssessment } from '@/lib/ltv-cac'

/** The LTV/CAC ratio with its score and reading (lifetime gross profit over acquisition cost), or why it is missing. */
export function CustomerEconomics({ ltvCac }: { ltvCac: LtvCacAssessment | null }) {
  if (!ltvCac) {
    return (
      <p className="mt-4 leading-relaxed text-slate-700">
        Not calculated: the ratio needs both your lifetime gross profit per customer and your cost to acquire a
        customer. Bring both figures to a conversation with us and we will work through them together.
      </p>
    )
  }
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600">LTV/CAC ratio</p>
      <p className="mt-1 font-serif text-5xl font-semibold text-navy-950" data-testid="ltv-cac-ratio">
        {formatRatio(ltvCac.ratio)} : 1
      </p>
      <p className="mt-4 text-slate-800">
        Score{' '}
        <span className="font-semibold" data-testid="ltv-cac-score">
          {ltvCac.score}/10
        </span>
      </p>
      <p className="mt-1 font-semibold text-navy-950" data-testid="ltv-cac-label">
        {ltvCac.label}
      </p>
      <p className="mt-4 text-sm leading-relaxed text-slate-600">
        Each dollar spent winning a customer returns {formatRatio(ltvCac.ratio)} dollars of gross profit over the
        customer’s lifetime. Investors generally look for at least 3 : 1.
      </p>
    </div>
  )
}
