import type { CategoryId } from '@/lib/assessment/questions'
import type { CategoryScores } from '@/lib/assessment/scoring'
import { type InvestmentRating } from '@/contracts/enumerations'
import { MAX_ASSESSMENT_SCORE, REVENUE_RANGE_LABELS, type RevenueRange } from '@/lib/assessment/options'
import { assessLtvCac, ltvCacRatio } from '@/lib/ltv-cac'
import { HIGH_POTENTIAL_MIN_SCORE, ratingForScore } from '@/lib/rating'

import {
  BUY_MIN_SCORE,
  categoryShares,
  focusSector,
  HEALTHY_LTV_CAC,
  investmentRating,
  investmentRecommendation,
  riskLevel,
  scorePercent,
  STRONG_CATEGORY_SHARE,
  type CategoryShare,
} from './investment-rules'
import { boundPrediction, type PredictionAnswer } from '@/contracts/ai-answers'
import type { PredictionInput } from './types'

const STRENGTH: Record<CategoryId, string> = {
  leadership: 'the business does not hinge on the owner, which de-risks both a partnership and succession',
  financial: 'reporting and margins are strong enough to support diligence and a valuation',
  growth: 'a clear plan and room in the market give new capital a defined use',
  operations: 'documented processes and scalable systems can absorb faster growth',
  customers: 'recurring, diversified revenue and a defensible position protect cash flow',
  team: 'a retained, incentivised management team can carry the growth plan',
  readiness: 'the owners are aligned and the records are close to diligence-ready',
}

const CHALLENGE: Record<CategoryId, string> = {
  leadership: 'decisions depend heavily on the owner and succession is not yet secured',
  financial: 'financial reporting or margins would not yet stand up to investor diligence',
  growth: 'the growth plan and the use of new capital are not defined well enough to underwrite',
  operations: 'processes and systems would strain under faster growth',
  customers: 'customer concentration or little recurring revenue puts cash flow at risk',
  team: 'thin management depth or turnover limits what the business can execute',
  readiness: 'owner alignment and diligence records need work before a transaction',
}

const ACTION: Record<CategoryId, string> = {
  leadership:
    'Build a second layer of leadership and write a succession plan with a timeline, so the business runs for six months without the owner.',
  financial:
    'Move to a monthly close within 15 days with budget against actuals, and have the last two years of financials reviewed.',
  growth: 'Write a three-year growth plan with owners, budgets and the exact use of new capital.',
  operations: 'Document the core processes and move finance, sales and operations onto integrated systems.',
  customers: 'Bring the largest customer below 15% of revenue and grow contracted or repeat revenue.',
  team: 'Tie key managers’ incentives to company value and name a successor for every function.',
  readiness:
    'Assemble a data room (contracts, licences, intellectual property, ownership records) and agree the owners’ goals for a partner.',
}

const NEXT_STEP: Record<InvestmentRating, string> = {
  strong_buy:
    'Schedule a partnership conversation with the investment team: the profile fits a growth-capital deal now.',
  buy: 'Prepare a diligence pack (three years of financials, customer cohorts, the growth plan) for an initial partner review.',
  hold: 'Revisit in 6 to 12 months after closing the gaps above, and retake the assessment to measure progress.',
  avoid:
    'Strengthen the fundamentals before seeking outside capital; an advisory engagement fits better than an investment today.',
}

const SMALL_BANDS: readonly string[] = ['under-100k', '100k-500k']
const ESTABLISHED_BANDS: readonly string[] = ['1m-5m', '5m-plus']

const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`
const ratioText = (ratio: number) => `${ratio.toFixed(1)}:1`
const pointsText = (category: CategoryShare) =>
  `${category.label} scores ${category.points}/${category.max} (${Math.round(category.share * 100)}%)`
const revenueLabel = (band: string) => REVENUE_RANGE_LABELS[band as RevenueRange] ?? band

const tenth = (value: number) => Math.round(value * 10) / 10
const averageShare = (scores: CategoryScores, ids: CategoryId[]) =>
  categoryShares(scores)
    .filter((category) => ids.includes(category.id))
    .reduce((sum, category) => sum + category.share, 0) / ids.length

/** The deterministic prediction: every figure comes from the assessment, nothing is random. */
export function rulesPrediction(input: PredictionInput): PredictionAnswer {
  const { businessName, totalScore, categoryScores, annualRevenue } = input
  const ratio = ltvCacRatio(input.lifetimeGrossProfit, input.customerAcquisitionCost)
  const ltvCac = ratio === null ? null : assessLtvCac(ratio)
  const sector = focusSector(input.industry)
  const risk = riskLevel({ totalScore, categoryScores, ltvCac: ratio })
  const rating = investmentRating(totalScore, risk)
  const overallShare = totalScore / MAX_ASSESSMENT_SCORE

  // Readiness: what diligence examines first. Growth: the engines of growth, blended with customer
  // economics when known, plus one point inside the focus sectors where the firm's network helps most.
  const readinessShare = categoryScores
    ? averageShare(categoryScores, ['leadership', 'financial', 'operations', 'readiness'])
    : overallShare
  const growthShare = categoryScores ? averageShare(categoryScores, ['growth', 'customers', 'team']) : overallShare
  const growthBase = ltvCac ? 0.75 * growthShare * 10 + 0.25 * ltvCac.score : growthShare * 10
  const growthPotential = Math.min(10, tenth(growthBase + (sector ? 1 : 0)))

  // Confidence grows with the evidence available.
  const confidenceScore =
    55 +
    (categoryScores ? 15 : 0) +
    (ltvCac ? 15 : 0) +
    (input.industry ? 5 : 0) +
    (SMALL_BANDS.includes(annualRevenue) ? 0 : 5)

  const shares = categoryScores ? categoryShares(categoryScores) : []
  const strong = [...shares].reverse().filter((category) => category.share >= STRONG_CATEGORY_SHARE)
  const weak = shares.filter((category) => category.share < STRONG_CATEGORY_SHARE)
  const scoreLine = `${businessName} scores ${totalScore}/${MAX_ASSESSMENT_SCORE} (${scorePercent(totalScore)}%), rated ${ratingForScore(totalScore).label}`
  const economics = ltvCac
    ? `lifetime gross profit of ${money(input.lifetimeGrossProfit ?? 0)} per customer against ${money(input.customerAcquisitionCost ?? 0)} to acquire one gives an LTV/CAC of ${ratioText(ltvCac.ratio)} (${ltvCac.label})`
    : null
  const industry = input.industry ?? ''

  const keyStrengths = [
    totalScore >= HIGH_POTENTIAL_MIN_SCORE ? `${scoreLine}.` : null,
    ...strong.slice(0, 2).map((category) => `${pointsText(category)}: ${STRENGTH[category.id]}.`),
    ltvCac && ltvCac.ratio >= HEALTHY_LTV_CAC ? `Customer economics: ${economics}.` : null,
    sector
      ? `${industry} is inside the firm’s ${sector} focus, where its operating network adds the most value.`
      : null,
    ESTABLISHED_BANDS.includes(annualRevenue)
      ? `Annual revenue of ${revenueLabel(annualRevenue)} is an established base for growth capital.`
      : null,
    ...strong.slice(2).map((category) => `${pointsText(category)}: ${STRENGTH[category.id]}.`),
  ].filter((line): line is string => line !== null)
  if (keyStrengths.length === 0) {
    const best = shares.at(-1)
    keyStrengths.push(
      best
        ? `Strongest area: ${pointsText(best)}, the base to build on.`
        : `${scoreLine}; the answers to the questionnaire were not recorded, so no single area stands out.`,
    )
  }

  const criticalChallenges = [
    totalScore < BUY_MIN_SCORE ? `${scoreLine}.` : null,
    ...weak.slice(0, 3).map((category) => `${pointsText(category)}: ${CHALLENGE[category.id]}.`),
    ltvCac && ltvCac.ratio < HEALTHY_LTV_CAC ? `Customer economics: ${economics}.` : null,
    ltvCac ? null : 'No LTV/CAC figures were given, so customer economics cannot be verified.',
    SMALL_BANDS.includes(annualRevenue)
      ? `Annual revenue of ${revenueLabel(annualRevenue)} is below the scale at which growth capital is usually deployed.`
      : null,
    industry && !sector
      ? `${industry} is outside the firm’s healthcare and technology focus, so the case rests on the fundamentals alone.`
      : null,
    categoryScores ? null : 'The questionnaire answers were not recorded, so category strengths cannot be checked.',
  ].filter((line): line is string => line !== null)
  if (criticalChallenges.length === 0) {
    const weakest = shares[0]
    criticalChallenges.push(
      weakest
        ? `Weakest area: ${pointsText(weakest)}; keep it from becoming a constraint as the business scales.`
        : 'No critical gaps stand out in the assessment.',
    )
  }

  const recommendedActions = [
    ...weak.slice(0, 3).map((category) => ACTION[category.id]),
    ltvCac && ltvCac.ratio < HEALTHY_LTV_CAC
      ? `Raise LTV/CAC from ${ratioText(ltvCac.ratio)} to at least 3:1: lift retention and gross margin per customer, and cut spend on the costliest acquisition channels.`
      : null,
    ltvCac ? null : 'Measure lifetime gross profit and acquisition cost per customer to prove the unit economics.',
    NEXT_STEP[rating],
  ].filter((line): line is string => line !== null)

  return boundPrediction({
    investmentRecommendation: investmentRecommendation(rating, risk, sector !== null),
    investmentReadiness: tenth(readinessShare * 10),
    growthPotential,
    riskLevel: risk,
    confidenceScore,
    keyStrengths,
    criticalChallenges,
    recommendedActions,
    rating,
  })
}
