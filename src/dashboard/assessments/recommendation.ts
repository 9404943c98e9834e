import type { Tone } from '../ui/badge'

/** highly_recommended and recommended read positive, consider neutral-warm, anything else negative. */
export function recommendationTone(value: string | null | undefined): Tone {
  if (value === 'highly_recommended' || value === 'recommended') return 'green'
  if (value === 'consider') return 'yellow'
  return 'red'
}

export const RISK_TONE = { low: 'green', medium: 'yellow', high: 'red' } as const

export const RATING_TONE = { strong_buy: 'green', buy: 'green', hold: 'yellow', avoid: 'red' } as const

/** "highly_recommended" → "Highly Recommended". */
export const humanise = (value: string) =>
  value
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')
