import type { Rating, RatingTone } from '@/lib/rating'

const TONES: Record<RatingTone, { badge: string; dot: string }> = {
  green: { badge: 'border-emerald-200 bg-emerald-50 text-emerald-900', dot: 'bg-emerald-600' },
  yellow: { badge: 'border-amber-200 bg-amber-50 text-amber-900', dot: 'bg-amber-400' },
  red: { badge: 'border-red-200 bg-red-50 text-red-900', dot: 'bg-red-600' },
}

/** The rating with its colour: High Potential green, Moderate Potential yellow, Needs Development red. */
export function RatingBadge({ rating }: { rating: Rating }) {
  const tone = TONES[rating.tone]
  return (
    <p
      data-testid="rating"
      data-tone={rating.tone}
      className={`inline-flex items-center gap-2.5 rounded-full border px-4 py-2 font-semibold ${tone.badge}`}
    >
      <span aria-hidden="true" className={`size-3 rounded-full ${tone.dot}`} />
      {rating.label}
    </p>
  )
}
