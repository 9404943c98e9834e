/** Lifetime gross profit ÷ customer acquisition cost; null when either is missing or zero. */
export function ltvCacRatio(
  lifetimeGrossProfit: number | null | undefined,
  customerAcquisitionCost: number | null | undefined,
): number | null {
  if (!lifetimeGrossProfit || !customerAcquisitionCost) return null
  return lifetimeGrossProfit / customerAcquisitionCost
}

/** The dashboard table's 0–10 score for a ratio: >=5 gives 10, >=4 8, >=3 6, >=2 4, >=1 2, else 0. */
export function tableLtvCacScore(ratio: number): number {
  if (ratio >= 5) return 10
  if (ratio >= 4) return 8
  if (ratio >= 3) return 6
  if (ratio >= 2) return 4
  if (ratio >= 1) return 2
  return 0
}

export type LtvCacAssessment = { ratio: number; score: number; label: string }

/** The AI panel's and results page's reading of a ratio: Exceptional from 10, Excellent from 5, Good from 3, Acceptable from 1, else Poor. */
export function assessLtvCac(ratio: number): LtvCacAssessment {
  if (ratio >= 10) return { ratio, score: 10, label: 'Exceptional - Outstanding customer economics' }
  if (ratio >= 5) return { ratio, score: 8, label: 'Excellent - Strong customer value creation' }
  if (ratio >= 3) return { ratio, score: 6, label: 'Good - Positive unit economics' }
  if (ratio >= 1) return { ratio, score: 4, label: 'Acceptable - Break-even or minimal profit' }
  return { ratio, score: 2, label: 'Poor - Negative unit economics' }
}
