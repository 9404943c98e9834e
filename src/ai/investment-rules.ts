import { CATEGORIES, type CategoryId } from '@/lib/assessment/questions'
import { CATEGORY_MAX, type CategoryScores } from '@/lib/assessment/scoring'
import { type InvestmentRating, type InvestmentRecommendation, type Level } from '@/contracts/enumerations'
import { MAX_ASSESSMENT_SCORE } from '@/lib/assessment/options'
import { HIGH_POTENTIAL_MIN_SCORE, MODERATE_POTENTIAL_MIN_SCORE } from '@/lib/rating'

/**
 * The strategic rating thresholds (strong_buy, buy, hold, avoid), which the product defines itself,
 * decided here and shared by the rule-based analyst and its tests.
 */

/** The firm invests with a healthcare and technology focus; these industries are in it. */
export const FOCUS_SECTORS: Record<'healthcare' | 'technology', readonly string[]> = {
  healthcare: ['Healthcare', 'Biotechnology', 'Medical Devices', 'Pharmaceuticals'],
  technology: [
    'Computer Software',
    'Computer Hardware',
    'Cybersecurity',
    'Data Analytics',
    'Financial Technology (FinTech)',
    'Information Technology',
    'Internet',
  ],
}

export const focusSector = (industry: string | null): keyof typeof FOCUS_SECTORS | null =>
  (Object.keys(FOCUS_SECTORS) as (keyof typeof FOCUS_SECTORS)[]).find((sector) =>
    FOCUS_SECTORS[sector].includes(industry ?? ''),
  ) ?? null

/** A category below this share of its maximum is a critical weakness (2 of 12 points or fewer). */
const CRITICAL_CATEGORY_SHARE = 0.25
/** Every category must reach this share for a low risk (6 of 12 points). */
const SOUND_CATEGORY_SHARE = 0.5
/** A category at or above this share is a strength (9 of 12 points). */
export const STRONG_CATEGORY_SHARE = 0.75
/** LTV/CAC below 1 loses money on each customer; 3 is the usual healthy floor. */
const LOSS_MAKING_LTV_CAC = 1
export const HEALTHY_LTV_CAC = 3
/** Total scores for the buy and hold ratings (strong buy starts at High Potential, 70). */
export const BUY_MIN_SCORE = 60
const HOLD_MIN_SCORE = 45

export type CategoryShare = { id: CategoryId; label: string; points: number; max: number; share: number }

/** Category results, weakest first (questionnaire order breaks ties). */
export const categoryShares = (scores: CategoryScores): CategoryShare[] =>
  CATEGORIES.map(({ id, label }) => ({
    id,
    label,
    points: scores[id],
    max: CATEGORY_MAX[id],
    share: scores[id] / CATEGORY_MAX[id],
  })).sort((a, b) => a.share - b.share)

type RiskFactors = { totalScore: number; categoryScores: CategoryScores | null; ltvCac: number | null }

/**
 * High: below Moderate Potential (50), loses money per customer (LTV/CAC < 1), or any category at
 * 25% or less of its maximum. Low: High Potential (70+), every category at half its maximum or
 * more, and LTV/CAC of 3 or more when known. Medium otherwise.
 */
export function riskLevel({ totalScore, categoryScores, ltvCac }: RiskFactors): Level {
  const shares = categoryScores ? categoryShares(categoryScores).map((category) => category.share) : []
  if (
    totalScore < MODERATE_POTENTIAL_MIN_SCORE ||
    (ltvCac !== null && ltvCac < LOSS_MAKING_LTV_CAC) ||
    shares.some((share) => share <= CRITICAL_CATEGORY_SHARE)
  ) {
    return 'high'
  }
  if (
    totalScore >= HIGH_POTENTIAL_MIN_SCORE &&
    shares.every((share) => share >= SOUND_CATEGORY_SHARE) &&
    (ltvCac === null || ltvCac >= HEALTHY_LTV_CAC)
  ) {
    return 'low'
  }
  return 'medium'
}

/** strong_buy: 70+ at low risk; buy: 60+ unless high risk; hold: 45+; avoid: below 45. */
export function investmentRating(totalScore: number, risk: Level): InvestmentRating {
  if (totalScore >= HIGH_POTENTIAL_MIN_SCORE && risk === 'low') return 'strong_buy'
  if (totalScore >= BUY_MIN_SCORE && risk !== 'high') return 'buy'
  if (totalScore >= HOLD_MIN_SCORE) return 'hold'
  return 'avoid'
}

/** The rating, one step warmer inside the firm's focus sectors unless the risk is high. */
export function investmentRecommendation(
  rating: InvestmentRating,
  risk: Level,
  inFocus: boolean,
): InvestmentRecommendation {
  const lift = inFocus && risk !== 'high'
  if (rating === 'strong_buy') return 'highly_recommended'
  if (rating === 'buy') return lift ? 'highly_recommended' : 'recommended'
  if (rating === 'hold') return lift ? 'recommended' : 'consider'
  return 'not_recommended'
}

export const scorePercent = (totalScore: number) => Math.round((totalScore / MAX_ASSESSMENT_SCORE) * 100)
