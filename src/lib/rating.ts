export type RatingTone = 'green' | 'yellow' | 'red'
export type Rating = { label: 'High Potential' | 'Moderate Potential' | 'Needs Development'; tone: RatingTone }

export const HIGH_POTENTIAL_MIN_SCORE = 70
export const MODERATE_POTENTIAL_MIN_SCORE = 50

/** Rating from an assessment's total score: 70+ High Potential, 50–69 Moderate Potential, below 50 Needs Development. */
export function ratingForScore(totalScore: number): Rating {
  if (totalScore >= HIGH_POTENTIAL_MIN_SCORE) return { label: 'High Potential', tone: 'green' }
  if (totalScore >= MODERATE_POTENTIAL_MIN_SCORE) return { label: 'Moderate Potential', tone: 'yellow' }
  return { label: 'Needs Development', tone: 'red' }
}
